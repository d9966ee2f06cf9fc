import { z } from 'zod';
import { EVENT_STATES } from './eventState';

/** 0 or 1: the spec's flags travel as numbers. */
export const flagSchema = z.literal([0, 1]);

export const eventHostSchema = z.object({
  dest: z.string(),
  attributes: z.object({ name: z.string(), description: z.string().optional() }),
});
export type EventHost = z.infer<typeof eventHostSchema>;

/** An event card as the home, live and replay calls return it (spec 000 section 3 "Event"). */
export const eventCardSchema = z.object({
  id: z.number(),
  themeId: z.number().nullable(),
  themeName: z.string(),
  themeColor: z.string(),
  eventTitle: z.string(),
  eventShortDescription: z.string(),
  eventDescription: z.string(),
  eventProgram: z.string(),
  eventCategory: z.string(),
  /** Epoch seconds. */
  eventDate: z.number(),
  eventDuration: z.number(),
  eventState: z.enum(EVENT_STATES),
  isLive: flagSchema,
  isFull: flagSchema,
  isSubscribed: flagSchema,
  eventThumb: z.array(z.object({ dest: z.string() })),
  hosts: z.array(eventHostSchema),
  eventLinkReplay: z.string().nullable(),
});
export type EventCard = z.infer<typeof eventCardSchema>;
