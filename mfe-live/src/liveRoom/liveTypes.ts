import type { EventCard } from '@canal/contracts';

/*
 * The answer of POST /api/live/{id}, as services/live/src/events/LiveEventCard.ts declares it.
 * Kept in step by hand until the type moves to @canal/contracts.
 */

export interface LiveEventCard extends EventCard {
  /** The player's address; null unless the user may enter the room now. */
  eventLinkLive: string | null;
  eventLinkInstructions: string | null;
}

export type LiveAccess = 'not_registered' | 'pending' | 'live' | 'finished';

export interface LiveData {
  event: LiveEventCard;
  access: LiveAccess;
  /** The server's clock, epoch milliseconds. */
  serverNow: number;
}

export interface LiveResponse {
  live: 'complete';
  data: LiveData;
  log: string;
}
