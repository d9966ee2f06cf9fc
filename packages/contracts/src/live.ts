import type { EventCard } from './eventCard';

/**
 * The event card of the live room: the common card plus the room's own links.
 * `eventLinkLive` is null unless the caller may enter the room now.
 */
export interface LiveEventCard extends EventCard {
  eventLinkLive: string | null;
  eventLinkInstructions: string | null;
}

/** What the live room shows to a logged-in user (spec 000 section 2.9). */
export const LIVE_ACCESSES = ['not_registered', 'pending', 'live', 'finished'] as const;
export type LiveAccess = (typeof LIVE_ACCESSES)[number];

export interface LiveData {
  event: LiveEventCard;
  access: LiveAccess;
  /** The server's clock (epoch milliseconds), so that the countdown does not trust the browser's. */
  serverNow: number;
}

/** POST /api/live/{id}: the answer to a logged-in user. */
export interface LiveResponse {
  live: 'complete';
  data: LiveData;
  log: string;
}
