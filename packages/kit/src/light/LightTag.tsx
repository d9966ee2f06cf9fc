import type { ReactNode } from 'react';
import './light.css';

/** A solid coloured tag (white text on `color`), drawn like antd's Tag variant="solid", without antd. */
export function LightTag({ color, children }: { color: string; children: ReactNode }) {
  return (
    <span className="cp-tag" style={{ background: color }}>
      {children}
    </span>
  );
}
