import { validatorMessages as m } from './messages';
import type { Rule } from './ruleTypes';

/** {local}@{domain}.{2 to 8 letters}. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,8}$/;

export const email: Rule = ({ text, label }) => (EMAIL_PATTERN.test(text.trim()) ? null : m.invalid(label));

/** Digits only; an empty value passes only when the field's canBe is 'empty'. */
export const num: Rule = ({ text, label, field }) => {
  if (text.trim() === '') return field.canBe === 'empty' ? null : m.numeric(label);
  return /^[0-9]+$/.test(text.trim()) ? null : m.numeric(label);
};

const LETTER = /[A-Za-zÀ-ÖØ-öø-ÿŒœÆæ]/;
const ALPHA_NUM_OWN = new Set([...'0123456789-_\'’ ']);

/** Letters (French accents included), digits, hyphen, underscore, apostrophe, space, the field's extraChars, newline when multiline. */
export const alphaNum: Rule = ({ text, label, field }) => {
  const extra = new Set([...(field.extraChars ?? '')]);
  for (const character of text) {
    if (LETTER.test(character) || ALPHA_NUM_OWN.has(character) || extra.has(character)) continue;
    if (field.multiline && (character === '\n' || character === '\r')) continue;
    return m.alphaNum(label, character);
  }
  return null;
};

/** YYYY-M-D, and a real calendar day. */
export const date: Rule = ({ text, label }) => {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!match) return m.invalid(label);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(year, month - 1, day));
  const real = value.getUTCFullYear() === year && value.getUTCMonth() === month - 1 && value.getUTCDate() === day;
  return real ? null : m.invalid(label);
};
