import { z } from 'zod';
import { namedIdSchema } from '../ids';
import { replayListResponseSchema, replayResponseSchema } from '../replays';
import { contactFormFlag } from './commonFields';
import { defineEndpoint } from './defineEndpoint';

/** POST /api/replays/list: every session put in replay, most recent first. */
export const replays = defineEndpoint({
  method: 'post',
  path: '/api/replays/list',
  input: z.strictObject({ contact_form: contactFormFlag }),
  output: replayListResponseSchema,
});

/** POST /api/events/replay/{id}: one replay card with its link; 404 with replay 'no_replay' while it is not online. */
export const replay = defineEndpoint({
  method: 'post',
  path: '/api/events/replay/:id',
  input: z.strictObject({ id: namedIdSchema('du replay'), contact_form: contactFormFlag }),
  output: replayResponseSchema,
});
