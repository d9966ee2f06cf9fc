/** Non-breaking spaces (U+00A0 and the narrow U+202F) pasted from word processors. */
const NON_BREAKING_SPACES = /[\u00a0\u202f]/g;
const EN_DASH = /\u2013/g;

/**
 * What a text input keeps of what was typed or pasted (spec 000 section 5, "Dynamic form"):
 * non-breaking spaces are removed and the en dash becomes a hyphen.
 */
export function normalizeText(value: string): string {
  return value.replace(NON_BREAKING_SPACES, '').replace(EN_DASH, '-');
}
