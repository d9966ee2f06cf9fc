import type { EventHost } from '@canal/contracts';
import { Typography, UserOutlined } from '@canal/kit';

/** The hosts' names on one line, for cards. */
export function HostNames({ hosts }: { hosts: EventHost[] }) {
  const names = hosts.map((host) => host.attributes.name).filter(Boolean);
  if (names.length === 0) return null;
  return (
    <Typography.Text type="secondary">
      <UserOutlined /> {names.join(', ')}
    </Typography.Text>
  );
}
