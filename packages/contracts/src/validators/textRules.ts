import { fromParisInput, toParisInput } from '../format/parisDates';
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
const ALPHA_NUM_OWN = new Set([..."0123456789-_'’ "]);

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

/**
 * A datetime-local value read as Paris time ('2027-03-28T18:30'), which must exist there: on the
 * last Sunday of March the clocks go from 2:00 to 3:00, so 2:30 that night would silently become 3:30.
 */
export const parisDateTime: Rule = ({ text, label }) => {
  const value = text.trim();
  const moment = fromParisInput(value);
  if (!moment) return m.invalid(label);
  return toParisInput(moment) === value ? null : m.parisHourMissing(label);
};

/** The Luhn checksum (ISO/IEC 7812): RPPS numbers end with such a key. */
export function luhnValid(digits: string): boolean {
  let total = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return total % 10 === 0;
}

/** An RPPS number: 11 digits whose last one is the Luhn key, so that a made-up number is refused. */
export const rpps: Rule = ({ text, label }) => {
  const value = text.trim();
  return /^[0-9]{11}$/.test(value) && luhnValid(value) ? null : m.rpps(label);
};
