import { validatorMessages as m } from './messages';
import type { Rule } from './ruleTypes';

const lengthOf = (text: string) => [...text].length;

/** Equal to the field named by `sameAs` (two password fields: 'Les mots de passe ne sont pas identiques !'). */
export const sameAs: Rule = ({ field, text, label, values, labelOf }) => {
  if (!field.sameAs) return null;
  const other = values[field.sameAs];
  const otherText = typeof other === 'string' ? other : '';
  if (otherText === text) return null;
  return field.inputType === 'password' ? m.passwordsDiffer : m.sameAs(label, labelOf(field.sameAs));
};

export const minLength: Rule = ({ field, text, label }) =>
  field.minLength !== undefined && lengthOf(text) < field.minLength ? m.minLength(label, field.minLength) : null;

export const maxLength: Rule = ({ field, text, label }) =>
  field.maxLength !== undefined && lengthOf(text) > field.maxLength ? m.maxLength(label, field.maxLength) : null;
