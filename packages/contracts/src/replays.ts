import { z } from 'zod';
import { eventCardSchema } from './eventCard';

/** POST /api/replays/list. */
export const replayListResponseSchema = z.object({ replays: z.literal('complete'), data: z.array(eventCardSchema) });
export type ReplayListResponse = z.infer<typeof replayListResponseSchema>;

/** POST /api/events/replay/{id}. */
export const replayResponseSchema = z.object({ replay: z.literal('complete'), data: eventCardSchema });
export type ReplayResponse = z.infer<typeof replayResponseSchema>;
