import { effectiveEventState, type EventCard } from '@canal/contracts';
import type { schema } from '@canal/service-core';

export type EventRow = typeof schema.events.$inferSelect;
export type ThemeRow = typeof schema.themes.$inferSelect;

export const DEFAULT_THEME_COLOR = '#1d5fa8';

export interface CardContext {
  now: Date;
  /** The current user is subscribed to this session. */
  isSubscribed: boolean;
  /** The replay link is given only to those who may watch replays. */
  canSeeReplay: boolean;
}

/** The one mapping from an event row (and its theme) to the card the front shows. */
export function toEventCard(event: EventRow, theme: ThemeRow | null, context: CardContext): EventCard {
  return {
    id: event.id,
    themeId: event.themeId,
    themeName: theme?.name ?? '',
    themeColor: theme?.color ?? DEFAULT_THEME_COLOR,
    eventTitle: event.title,
    eventShortDescription: event.shortDescription,
    eventDescription: event.description,
    eventProgram: event.program,
    eventCategory: event.category,
    eventDate: Math.floor(event.date.getTime() / 1000),
    eventDuration: event.durationMin,
    eventState: effectiveEventState(event.state, event.date.getTime(), event.durationMin, context.now.getTime()),
    isLive: event.replayOnline ? 1 : 0,
    isFull: event.isFull ? 1 : 0,
    isSubscribed: context.isSubscribed ? 1 : 0,
    eventThumb: event.thumb.map((file) => ({ dest: file.dest })),
    hosts: event.hosts.map((host) => ({
      dest: host.dest,
      attributes: { name: host.attributes?.name ?? host.name ?? '', description: host.attributes?.description ?? '' },
    })),
    eventLinkReplay: context.canSeeReplay && event.state === 'replay' && event.replayOnline ? event.linkReplay : null,
  };
}
