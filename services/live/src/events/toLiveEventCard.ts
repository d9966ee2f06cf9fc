import type { EventHost, EventState } from '@canal/contracts';
import type { schema, StoredFile } from '@canal/service-core';
import type { LiveEventCard } from './LiveEventCard';

export type EventRow = typeof schema.events.$inferSelect;
export type ThemeRow = typeof schema.themes.$inferSelect;

export interface CardOptions {
  state: EventState;
  isSubscribed: boolean;
  /** Whether the caller may enter the room now: otherwise the player's address is withheld. */
  showLiveLink: boolean;
}

function toHost(file: StoredFile): EventHost {
  const name = file.attributes?.name ?? file.name ?? '';
  const description = file.attributes?.description;
  return { dest: file.dest, attributes: description === undefined ? { name } : { name, description } };
}

/** The live room's card of a session (dates in epoch seconds, as every API payload). */
export function toLiveEventCard(event: EventRow, theme: ThemeRow | null, options: CardOptions): LiveEventCard {
  return {
    id: event.id,
    themeId: event.themeId,
    themeName: theme?.name ?? '',
    themeColor: theme?.color ?? '',
    eventTitle: event.title,
    eventShortDescription: event.shortDescription,
    eventDescription: event.description,
    eventProgram: event.program,
    eventCategory: event.category,
    eventDate: Math.floor(event.date.getTime() / 1000),
    eventDuration: event.durationMin,
    eventState: options.state,
    isLive: event.replayOnline ? 1 : 0,
    isFull: event.isFull ? 1 : 0,
    isSubscribed: options.isSubscribed ? 1 : 0,
    eventThumb: event.thumb.map((file) => ({ dest: file.dest })),
    hosts: event.hosts.map(toHost),
    eventLinkReplay: event.linkReplay,
    eventLinkLive: options.showLiveLink ? event.linkLive || null : null,
    eventLinkInstructions: event.linkInstructions || null,
  };
}
