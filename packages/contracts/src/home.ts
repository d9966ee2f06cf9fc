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

/** The query of the home page's call (the spec's api=3): the page and the shell's early ask send the same. */
export const HOME_QUERY = { api: '3' } as const;
