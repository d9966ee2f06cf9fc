import { z } from 'zod';
import { namedIdSchema } from '@canal/contracts';

/** `:id` of a route: the contracts' id (a positive PostgreSQL integer), named in the message (« de l'émission »). */
export function idParams(what: string) {
  return z.object({ id: namedIdSchema(what) });
}

/** `contact_form` as the front sends it: 'true' form-urlencoded, or a JSON boolean. */
export const contactFormFlag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])]).optional();

/** The body of a read call: nothing but the optional flag and the CSRF field. */
export const readCallBody = z.strictObject({ contact_form: contactFormFlag, csrf: z.string().optional() });
