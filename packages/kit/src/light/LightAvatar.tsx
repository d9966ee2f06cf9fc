import { Children, type ReactNode } from 'react';
import './light.css';

export interface LightAvatarProps {
  src?: string;
  alt: string;
  /** Shown without a picture (initials). */
  children?: ReactNode;
  size?: 'default' | 'large';
}

/** A round portrait, or initials without a picture; drawn like antd's Avatar, without antd. */
export function LightAvatar({ src, alt, children, size = 'default' }: LightAvatarProps) {
  return (
    <span className={size === 'large' ? 'cp-avatar cp-avatar-lg' : 'cp-avatar'}>
      {src ? <img src={src} alt={alt} loading="lazy" /> : <span aria-label={alt || undefined}>{children}</span>}
    </span>
  );
}

/** Overlapping avatars, `max` at most, the others counted in a last '+N' one. */
export function AvatarStack({ max, children }: { max: number; children: ReactNode }) {
  const avatars = Children.toArray(children);
  const hidden = avatars.length - max;
  return (
    <span className="cp-avatar-stack">
      {hidden > 0 ? avatars.slice(0, max) : avatars}
      {hidden > 0 && (
        <span className="cp-avatar" aria-label={`et ${hidden} autres`}>
          +{hidden}
        </span>
      )}
    </span>
  );
}
