import { z } from 'zod';
import { eventCardSchema } from './eventCard';

/** `data` of GET /api/home: the home page's four lists of cards. */
export const homeDataSchema = z.object({
  live: z.array(eventCardSchema),
  replays: z.array(eventCardSchema),
  availableEvents: z.array(eventCardSchema),
  myfutureevents: z.array(eventCardSchema),
});
export type HomeData = z.infer<typeof homeDataSchema>;
