import type { MediaGuest } from '@canal/contracts';
import { Avatar, Flex, Typography } from '@canal/kit';

/** The guests of a podcast or an episode: avatar, name, description. */
export function GuestList({ guests }: { guests: readonly MediaGuest[] }) {
  if (guests.length === 0) return null;
  return (
    <Flex vertical gap={8}>
      {guests.map((guest, index) => (
        <Flex key={`${guest.attributes?.name ?? ''}-${index}`} gap={12} align="center">
          <Avatar src={guest.dest} size={48} alt="" />
          <div>
            <Typography.Text strong>{guest.attributes?.name}</Typography.Text>
            {guest.attributes?.description && (
              <div>
                <Typography.Text type="secondary">{guest.attributes.description}</Typography.Text>
              </div>
            )}
          </div>
        </Flex>
      ))}
    </Flex>
  );
}
