import type { EventHost } from '@canal/contracts';
import { Avatar, Flex, Typography, UserOutlined } from '@canal/kit';

/** The hosts with avatar, name and description, under a replay. */
export function HostList({ hosts }: { hosts: EventHost[] }) {
  if (hosts.length === 0) return null;
  return (
    <Flex vertical gap={12}>
      {hosts.map((host, index) => (
        <Flex key={`${host.attributes.name}-${index}`} align="center" gap={12}>
          <Avatar size={48} src={host.dest || undefined} icon={<UserOutlined />} alt="" />
          <Flex vertical>
            <Typography.Text strong>{host.attributes.name}</Typography.Text>
            {host.attributes.description && <Typography.Text type="secondary">{host.attributes.description}</Typography.Text>}
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}
