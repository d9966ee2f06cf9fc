import { z } from 'zod';
import { eventCardSchema } from './eventCard';

/**
 * The event card of the live room: the common card plus the room's own links.
 * `eventLinkLive` is null unless the caller may enter the room now.
 */
/**
 * How the room is entered, from the session's links (spec 000 section 2.9): the embedded player,
 * a button to one external room, or two language buttons when there are two external rooms.
 */
export const ROOM_KINDS = ['embed', 'redirect', 'languages'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

/** Which external room the redirect button opens for this user (spec 000 section 6), and its label. */
export const REDIRECT_ROOMS = ['admin', 'presenter', 'participant', 'generic'] as const;
export type RedirectRoom = (typeof REDIRECT_ROOMS)[number];
export const REDIRECT_LABELS: Record<RedirectRoom, string> = {
  admin: 'Accéder à la salle administrateur',
  presenter: 'Accéder à la salle présentateur',
  participant: 'Accéder à la salle participant',
  generic: 'Accéder au live',
};
export const LANGUAGE_LABELS = ['Langue Française', 'English language'] as const;

export const liveEventCardSchema = eventCardSchema.extend({
  eventLinkLive: z.string().nullable(),
  eventLinkInstructions: z.string().nullable(),
  roomKind: z.enum(ROOM_KINDS),
  redirectRoom: z.enum(REDIRECT_ROOMS),
  /** The legal notice to download during the live (eventLegalLiveFile is not '[]'). */
  hasLegalFile: z.boolean(),
});
export type LiveEventCard = z.infer<typeof liveEventCardSchema>;

/**
 * The `k` of a member's personal live link (`/live/{id}?k={userId}.{HMAC}`, core liveRoomLink.ts):
 * the server reads it, the page takes it out of the address bar once used (the other keys of `k`,
 * the external rooms', stay).
 */
export const PERSONAL_LINK_KEY = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/** What the live room shows to a logged-in user (spec 000 section 2.9). */
export const LIVE_ACCESSES = ['not_registered', 'pending', 'live', 'finished'] as const;
export type LiveAccess = (typeof LIVE_ACCESSES)[number];

export const liveDataSchema = z.object({
  event: liveEventCardSchema,
  access: z.enum(LIVE_ACCESSES),
  /**
   * Who the room is shown to: their id (the relay's handshake names it), and whether they came in by
   * a room pass (their personal link: the room and nothing else, the rest of the site asks to log in).
   */
  viewer: z.object({ id: z.number(), roomPass: z.boolean() }),
  /** The server's clock (epoch milliseconds), so that the countdown does not trust the browser's. */
  serverNow: z.number(),
});
export type LiveData = z.infer<typeof liveDataSchema>;

/** POST /api/live/{id}: the answer to a logged-in user. */
export const liveResponseSchema = z.object({ live: z.literal('complete'), data: liveDataSchema, log: z.string() });
export type LiveResponse = z.infer<typeof liveResponseSchema>;
