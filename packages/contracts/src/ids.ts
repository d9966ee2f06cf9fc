import { z } from 'zod';

/** The largest PostgreSQL `integer` (serial ids): a larger id can only be a forged one. */
export const ID_MAX = 2_147_483_647;

export const ID_MESSAGE = 'Identifiant invalide : un nombre entier positif est attendu.';
export const ID_TOO_LARGE = 'Identifiant invalide : ce nombre est trop grand.';

const ID_TEXT = /^[1-9][0-9]{0,9}$/;

function makeIdSchema(message: string, tooLarge: string) {
  return z.union([z.number(), z.string()], { error: message }).transform((raw, ctx): number => {
    const value = typeof raw === 'number' ? raw : ID_TEXT.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < 1) ctx.addIssue({ code: 'custom', message });
    else if (value > ID_MAX) ctx.addIssue({ code: 'custom', message: tooLarge });
    else return value;
    return z.NEVER;
  });
}

/**
 * The one id reader of the project: a positive 32-bit integer, as a JSON number or as the text of
 * a path, a query or a form field ('12'). Anything else (9999999999, '1e3', '-1', '01') is refused
 * with a French message before it reaches PostgreSQL.
 */
export const idSchema = makeIdSchema(ID_MESSAGE, ID_TOO_LARGE);

/** The same id, named in its messages: « L'identifiant de l'émission doit être … ». */
export const namedIdSchema = (what: string) =>
  makeIdSchema(`L'identifiant ${what} doit être un nombre entier positif.`, `L'identifiant ${what} est trop grand.`);

/** An id read without zod (a route's own reader): the number, or null when it is not a valid id. */
export function readId(raw: unknown): number | null {
  const parsed = idSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
