import { z } from 'zod';
import { namedIdSchema } from '../ids';
import { liveResponseSchema } from '../live';
import { contactFormFlag } from './commonFields';
import { defineEndpoint } from './defineEndpoint';

/**
 * POST /api/live/{id}[?k=&r=]: may the caller enter the live room of a session, and what it shows.
 * A visitor gets a 401 (live 'not_connected'), an unknown session a 404 (live 'not_found'). The
 * invitation key and referer travel in the query of the address (`url`), as the spec has them.
 */
export const access = defineEndpoint({
  method: 'post',
  path: '/api/live/:id',
  input: z.strictObject({
    id: namedIdSchema("de l'émission"),
    contact_form: contactFormFlag,
    /** Invitation key and referer: in the query of the address, as the spec has them; read and ignored for now. */
    k: z.string().max(256).optional(),
    r: z.string().max(256).optional(),
  }),
  output: liveResponseSchema,
});
