import { z } from 'zod';

const POSTGRES_INT_MAX = 2_147_483_647;

/** `:id` of a route: a positive integer that fits a PostgreSQL integer, named in the message (« de l'émission »). */
export function idParams(what: string) {
  const message = `L'identifiant ${what} doit être un nombre entier positif.`;
  return z.object({
    id: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, message)
      .transform(Number)
      .pipe(z.number().max(POSTGRES_INT_MAX, `L'identifiant ${what} est trop grand.`)),
  });
}

/** `contact_form` as the front sends it: 'true' form-urlencoded, or a JSON boolean. */
export const contactFormFlag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])]).optional();

/** The body of a read call: nothing but the optional flag and the CSRF field. */
export const readCallBody = z.strictObject({ contact_form: contactFormFlag, csrf: z.string().optional() });
