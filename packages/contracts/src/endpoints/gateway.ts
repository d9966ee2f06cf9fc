import { z } from 'zod';
import { registeredRemoteSchema } from '../remoteRoutes';
import { siteSettingsSchema } from '../siteSettings';
import { defineEndpoint } from './defineEndpoint';

/** GET /api/site: what the shell needs to draw the frame, from the server's configuration. */
export const site = defineEndpoint({
  method: 'get',
  path: '/api/site',
  input: z.strictObject({}),
  output: z.object({ site: z.literal('complete'), data: siteSettingsSchema }),
});

/**
 * GET /api/remotes: each remote's manifest URL, its current build and its pages, read by the gateway
 * at each call, so that a remote published (or rolled back) alone shows at the next page load.
 */
export const remotes = defineEndpoint({
  method: 'get',
  path: '/api/remotes',
  input: z.strictObject({}),
  output: z.object({ remotes: z.array(registeredRemoteSchema) }),
});
