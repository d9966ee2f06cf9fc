import { z } from 'zod';
import { homeDataSchema } from '../home';
import { pingResponseSchema } from '../user';
import { defineEndpoint } from './defineEndpoint';

/** `api=3`: the version flag the front adds to some reads (spec 000 section 7); read and ignored. */
const apiFlag = z.string().max(4).optional();

/** GET /api/ping: makes sure the browser holds a session and gives it its CSRF token. */
export const ping = defineEndpoint({
  method: 'get',
  path: '/api/ping',
  input: z.strictObject({}),
  output: pingResponseSchema,
});

/** GET /api/home?api=3: live sessions, replays, sessions still to come, and the user's own. */
export const home = defineEndpoint({
  method: 'get',
  path: '/api/home',
  input: z.strictObject({ api: apiFlag }),
  output: z.object({ home: z.literal('complete'), data: homeDataSchema }),
});
