import { validatorMessages as m } from './messages';
import type { Rule } from './ruleTypes';

const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

/** Mobile: '+' with a 2-3 digit country code then 8 digits, or 06/07 then 8 digits; spaces ignored. */
export const CELL_PATTERN = /^(?:\+[0-9]{2,3}[0-9]{8}|0[67][0-9]{8})$/;
/** Phone: international ('+' then 8 to 15 digits) or 0 then 9 digits; spaces ignored. */
export const PHONE_PATTERN = /^(?:\+[0-9]{8,15}|0[0-9]{9})$/;
/** 9 or 10 digits then 1 or 2 letters. */
export const IME_PATTERN = /^[0-9]{9,10}[A-Za-z]{1,2}$/;

export const cell: Rule = ({ text, label }) => (CELL_PATTERN.test(withoutSpaces(text)) ? null : m.cell(label));
export const phone: Rule = ({ text, label }) => (PHONE_PATTERN.test(withoutSpaces(text)) ? null : m.phone(label));
export const ime: Rule = ({ text, label }) => (IME_PATTERN.test(text.trim()) ? null : m.invalid(label));
