import { z } from 'zod';
import { eventCardSchema } from './eventCard';

/**
 * The event card of the live room: the common card plus the room's own links.
 * `eventLinkLive` is null unless the caller may enter the room now.
 */
export const liveEventCardSchema = eventCardSchema.extend({
  eventLinkLive: z.string().nullable(),
  eventLinkInstructions: z.string().nullable(),
});
export type LiveEventCard = z.infer<typeof liveEventCardSchema>;

/** What the live room shows to a logged-in user (spec 000 section 2.9). */
export const LIVE_ACCESSES = ['not_registered', 'pending', 'live', 'finished'] as const;
export type LiveAccess = (typeof LIVE_ACCESSES)[number];

export const liveDataSchema = z.object({
  event: liveEventCardSchema,
  access: z.enum(LIVE_ACCESSES),
  /** The server's clock (epoch milliseconds), so that the countdown does not trust the browser's. */
  serverNow: z.number(),
});
export type LiveData = z.infer<typeof liveDataSchema>;

/** POST /api/live/{id}: the answer to a logged-in user. */
export const liveResponseSchema = z.object({ live: z.literal('complete'), data: liveDataSchema, log: z.string() });
export type LiveResponse = z.infer<typeof liveResponseSchema>;
