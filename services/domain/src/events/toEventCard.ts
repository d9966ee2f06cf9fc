import type { EventCard, EventHost } from '@canal/contracts';
import type { schema, StoredFile } from '@canal/service-core';
import { eventStateAt } from './eventState';

export type EventRow = typeof schema.events.$inferSelect;
export type ThemeRow = typeof schema.themes.$inferSelect;

/** The columns a card is made of: an event row, or any row read with the same names. */
export type CardEventFields = Pick<
  EventRow,
  | 'id'
  | 'themeId'
  | 'title'
  | 'shortDescription'
  | 'description'
  | 'program'
  | 'category'
  | 'date'
  | 'durationMin'
  | 'state'
  | 'isFull'
  | 'replayOnline'
  | 'thumb'
  | 'hosts'
  | 'linkReplay'
>;

export interface CardContext {
  now: Date;
  /** The current user is subscribed to this session. */
  isSubscribed: boolean;
  /** The replay link is given only to those who may watch replays. */
  canSeeReplay: boolean;
}

export const DEFAULT_THEME_COLOR = '#1d5fa8';

/** A replay is watchable when staff put the session in 'replay', set it online and gave it a link. */
export function hasOnlineReplay(event: Pick<EventRow, 'state' | 'replayOnline' | 'linkReplay'>): boolean {
  return event.state === 'replay' && event.replayOnline && Boolean(event.linkReplay);
}

function toHost(file: StoredFile): EventHost {
  const attributes: EventHost['attributes'] = { name: file.attributes?.name ?? file.name ?? '' };
  if (file.attributes?.description) attributes.description = file.attributes.description;
  return { dest: file.dest, attributes };
}

/** The one mapping from a session (and its theme) to the card of spec 000 section 3, dates in epoch seconds. */
export function toEventCard(event: CardEventFields, theme: Pick<ThemeRow, 'name' | 'color'> | null, context: CardContext): EventCard {
  const online = hasOnlineReplay(event);
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
    eventState: eventStateAt(event, context.now),
    isLive: online ? 1 : 0,
    isFull: event.isFull ? 1 : 0,
    isSubscribed: context.isSubscribed ? 1 : 0,
    eventThumb: event.thumb.map((file) => ({ dest: file.dest })),
    hosts: event.hosts.map(toHost),
    eventLinkReplay: online && context.canSeeReplay ? event.linkReplay : null,
  };
}
