import type { EventHost } from '@canal/contracts/core';
import { AvatarStack, LightAvatar } from '@canal/kit/core';

/** At most 5 avatars in the stack (spec 000 section 9). */
export const MAX_HOST_AVATARS = 5;

/** The hosts of a session: one guest gets a large avatar with name and description, several a stack. */
export function HostAvatars({ hosts }: { hosts: EventHost[] }) {
  if (hosts.length === 0) return null;
  if (hosts.length === 1) {
    const [host] = hosts;
    return (
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <LightAvatar size="large" src={host.dest} alt="">
          {initials(host.attributes.name)}
        </LightAvatar>
        <div style={{ minWidth: 0 }}>
          <strong>{host.attributes.name}</strong>
          {host.attributes.description && (
            <p className="cp-secondary" style={{ margin: 0, fontSize: 13 }}>
              {host.attributes.description}
            </p>
          )}
        </div>
      </div>
    );
  }
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <AvatarStack max={MAX_HOST_AVATARS}>
        {hosts.map((host) => (
          <LightAvatar key={`${host.attributes.name}-${host.dest}`} src={host.dest} alt={host.attributes.name}>
            {initials(host.attributes.name)}
          </LightAvatar>
        ))}
      </AvatarStack>
      <span className="cp-secondary" style={{ fontSize: 13 }}>
        {hosts.map((host) => host.attributes.name).join(', ')}
      </span>
    </div>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-ZÀ-Ý]/.test(word) && !/^(Dr|Pr|Mme|M\.?)$/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}
