import type { EventCard } from '@canal/contracts/core';
import { LightTag, SessionCard } from '@canal/kit/core';
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
          {event.eventState === 'live' && <LightTag color="#b3261e">EN DIRECT</LightTag>}
          {event.eventState === 'delayed' && <LightTag color="#a35200">Reportée</LightTag>}
        </>
      }
      hosts={<HostAvatars hosts={event.hosts} />}
      action={<EventCardAction event={event} />}
    />
  );
}
