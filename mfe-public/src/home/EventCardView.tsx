import type { EventCard } from '@canal/contracts';
import { SessionCard, Tag } from '@canal/kit';
import { EventCardAction } from './EventCardAction';
import { HostAvatars } from './HostAvatars';

/** One session of the home grid: live or delayed tag, host avatars and its button. */
export function EventCardView({ event, priority = false }: { event: EventCard; priority?: boolean }) {
  return (
    <SessionCard
      event={event}
      priority={priority}
      tags={
        <>
          {event.eventState === 'live' && (
            <Tag color="#b3261e" variant="solid">
              EN DIRECT
            </Tag>
          )}
          {event.eventState === 'delayed' && <Tag color="#a35200" variant="solid">Reportée</Tag>}
        </>
      }
      hosts={<HostAvatars hosts={event.hosts} />}
      action={<EventCardAction event={event} />}
    />
  );
}
