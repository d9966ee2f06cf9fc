import type { EventHost } from '@canal/contracts';
import { Avatar, Flex, Tooltip, Typography } from '@canal/kit';

/** At most 5 avatars in the stack (spec 000 section 9). */
export const MAX_HOST_AVATARS = 5;

/** The hosts of a session: one guest gets a large avatar with name and description, several a stack. */
export function HostAvatars({ hosts }: { hosts: EventHost[] }) {
  if (hosts.length === 0) return null;
  if (hosts.length === 1) {
    const [host] = hosts;
    return (
      <Flex align="center" gap={12}>
        <Avatar size={56} src={host.dest} alt="">
          {initials(host.attributes.name)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong>{host.attributes.name}</Typography.Text>
          {host.attributes.description && (
            <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }}>
              {host.attributes.description}
            </Typography.Paragraph>
          )}
        </div>
      </Flex>
    );
  }
  return (
    <Flex align="center" gap={12}>
      <Avatar.Group max={{ count: MAX_HOST_AVATARS }}>
        {hosts.map((host) => (
          <Tooltip key={`${host.attributes.name}-${host.dest}`} title={host.attributes.name}>
            <Avatar src={host.dest} alt={host.attributes.name}>
              {initials(host.attributes.name)}
            </Avatar>
          </Tooltip>
        ))}
      </Avatar.Group>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {hosts.map((host) => host.attributes.name).join(', ')}
      </Typography.Text>
    </Flex>
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
