import { validatorMessages as m } from './messages';
import type { Rule } from './ruleTypes';

export const PASSWORD_MIN = 8;
export const HARDENED_PASSWORD_MIN = 13;

/** At least 8 characters; hardened: at least 13, a capital, a digit and a special character. */
export const password: Rule = ({ text, field }) => {
  const minimum = field.hardened ? HARDENED_PASSWORD_MIN : PASSWORD_MIN;
  if ([...text].length < minimum) return m.passwordLength(minimum);
  if (!field.hardened) return null;
  if (!/[A-Z]/.test(text)) return m.passwordCapital;
  if (!/[0-9]/.test(text)) return m.passwordDigit;
  if (!/[^A-Za-z0-9]/.test(text)) return m.passwordSpecial;
  return null;
};
