import { z } from 'zod';
import { EVENT_STATES } from './eventState';

export const NEWS_CATEGORIES = ['cover', 'info', 'image', 'replay', 'event'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

const fileSchema = z.object({ dest: z.string() });

/** A news item of the home carousel (spec 000 section 3 "News item"); the linked session's fields when it has one. */
export const newsItemSchema = z.object({
  id: z.number(),
  newsTitle: z.string(),
  newsShortDescription: z.string(),
  newsDescription: z.string(),
  newsThumb: z.array(fileSchema),
  newsPosition: z.number(),
  newsCategory: z.enum(NEWS_CATEGORIES),
  newsLinkExternal: z.string().nullable(),
  eventId: z.number().nullable(),
  eventState: z.enum(EVENT_STATES).nullable(),
  /** Epoch seconds. */
  eventDate: z.number().nullable(),
  eventLinkReplay: z.string().nullable(),
  eventThumb: z.array(fileSchema),
  eventGuestsThumb: z.array(z.object({ dest: z.string(), attributes: z.object({ name: z.string() }) })),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
