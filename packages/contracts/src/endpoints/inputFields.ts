import { z } from 'zod';
import { EMAIL_PATTERN } from '../validators/textRules';

/**
 * Pieces of endpoint inputs shared by several calls. Their messages are French: the server puts
 * the first one in the envelope's `log` (« Requête invalide : « email » : adresse e-mail invalide »).
 */

/** A string the user typed, whatever came in its place. */
function text() {
  return z.string({ error: (issue) => (issue.input === undefined ? 'ce champ est requis' : 'doit être un texte') });
}

/** A required text of at most `max` characters, spaces around removed. */
export function requiredText(max: number) {
  return text().trim().min(1, 'ce champ est requis').max(max, `${max} caractères maximum`);
}

/** An e-mail address of at most 64 characters, kept as typed (compared in lower case). */
export const emailField = requiredText(64).regex(EMAIL_PATTERN, 'adresse e-mail invalide');

/** A password as typed (never trimmed), at most 64 characters. */
export const passwordField = text().min(1, 'ce champ est requis').max(64, '64 caractères maximum');

/** Flags of the legacy forms ('true'), JSON booleans accepted too. */
export const trueFlag = z.union([z.literal('true'), z.literal(true)], { error: 'doit valoir true' });

/** `api=3`: the version flag the front adds to some reads (spec 000 section 7); read and ignored. */
export const apiFlag = z.string().max(4).optional();
