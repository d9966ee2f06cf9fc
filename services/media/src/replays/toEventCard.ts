import { effectiveEventState, type EventCard, type EventHost } from '@canal/contracts';
import type { StoredFile } from '@canal/service-core';

/** One session as read for a replay card: the event, its theme (if any) and whether the user subscribed. */
export interface ReplayRow {
  id: number;
  themeId: number | null;
  themeName: string | null;
  themeColor: string | null;
  title: string;
  shortDescription: string;
  description: string;
  program: string;
  category: string;
  date: Date;
  durationMin: number;
  state: string;
  isFull: boolean;
  replayOnline: boolean;
  thumb: StoredFile[];
  hosts: StoredFile[];
  linkReplay: string | null;
  subscribed: boolean;
}

const DEFAULT_THEME_COLOR = '#1d5fa8';

/** A replay is watchable when staff put the session in 'replay', set it online and gave it a link. */
export function hasOnlineReplay(row: Pick<ReplayRow, 'state' | 'replayOnline' | 'linkReplay'>): boolean {
  return row.state === 'replay' && row.replayOnline && Boolean(row.linkReplay);
}

function toHost(file: StoredFile): EventHost {
  const attributes: EventHost['attributes'] = { name: file.attributes?.name ?? '' };
  if (file.attributes?.description) attributes.description = file.attributes.description;
  return { dest: file.dest, attributes };
}

/** The card of spec 000 section 3: epoch seconds, isLive 1 when the replay is online, its link only then. */
export function toEventCard(row: ReplayRow, now: Date): EventCard {
  const online = hasOnlineReplay(row);
  return {
    id: row.id,
    themeId: row.themeId,
    themeName: row.themeName ?? '',
    themeColor: row.themeColor ?? DEFAULT_THEME_COLOR,
    eventTitle: row.title,
    eventShortDescription: row.shortDescription,
    eventDescription: row.description,
    eventProgram: row.program,
    eventCategory: row.category,
    eventDate: Math.floor(row.date.getTime() / 1000),
    eventDuration: row.durationMin,
    eventState: effectiveEventState(row.state, row.date.getTime(), row.durationMin, now.getTime()),
    isLive: online ? 1 : 0,
    isFull: row.isFull ? 1 : 0,
    isSubscribed: row.subscribed ? 1 : 0,
    eventThumb: row.thumb.map((file) => ({ dest: file.dest })),
    hosts: row.hosts.map(toHost),
    eventLinkReplay: online ? row.linkReplay : null,
  };
}
