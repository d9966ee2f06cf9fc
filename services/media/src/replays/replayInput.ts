import { z } from 'zod';

const POSTGRES_INT_MAX = 2_147_483_647;

/** `contact_form` as the front sends it: 'true' form-urlencoded, or a JSON boolean. */
const contactForm = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).optional();

/** Body of the replay calls: nothing but the optional flag and the CSRF field. */
export const replayBodySchema = z.strictObject({
  contact_form: contactForm,
  csrf: z.string().optional(),
});

/** `:id` of /api/events/replay/:id: a positive integer. */
export const replayParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, "L'identifiant du replay doit être un nombre entier positif.")
    .transform(Number)
    .pipe(z.number().int().min(1, "L'identifiant du replay doit être un nombre entier positif.").max(POSTGRES_INT_MAX, "L'identifiant du replay est trop grand.")),
});
