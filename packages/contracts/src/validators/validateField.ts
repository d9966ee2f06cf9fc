import type { FormField, FormValue, FormValues } from '../forms/formTypes';
import { alphaNum, date, email, num, parisDateTime, rpps } from './textRules';
import { cell, ime, phone } from './phoneRules';
import { password } from './passwordRule';
import { maxLength, minLength, sameAs } from './comparisonRules';
import { isEmptyValue } from './isEmptyValue';
import { validatorMessages as m } from './messages';
import type { Rule, RuleInput } from './ruleTypes';
import { fieldValidators, type ValidatorName } from './validatorNames';

/** Every validator but notEmpty, by name. */
export const validatorRules: Record<Exclude<ValidatorName, 'notEmpty'>, Rule> = {
  email,
  num,
  alphaNum,
  cell,
  phone,
  ime,
  date,
  parisDateTime,
  password,
  sameAs,
  minLength,
  maxLength,
  rpps,
};

/** Rules that still apply to an empty value: num (unless canBe 'empty') and sameAs (an empty confirmation). */
const ON_EMPTY: readonly ValidatorName[] = ['num', 'sameAs'];

/** The texts a value holds: the string, or each string of a list; files have none. */
function textsOf(value: FormValue | undefined): string[] {
  if (value === null || value === undefined) return [''];
  if (typeof value === 'string') return [value];
  return value.filter((item): item is string => typeof item === 'string');
}

/** A field that is shown and editable; hidden, disabled and static fields are never validated. */
export function isValidated(field: FormField): boolean {
  return !field.hidden && !field.disabled && !field.static;
}

/**
 * The first French error of one field's value, or null. `allValues` serves sameAs;
 * `allFields` gives the other field's label in sameAs's message.
 */
export function validateField(field: FormField, value: FormValue | undefined, allValues: FormValues = {}, allFields: readonly FormField[] = []): string | null {
  if (!isValidated(field)) return null;
  const names = fieldValidators(field);
  const empty = isEmptyValue(value, field.type);
  if (empty && names.includes('notEmpty')) return field.type === 'checkbox' ? m.checkboxRequired : m.required(field.label);
  const labelOf = (id: string) => allFields.find((candidate) => candidate.id === id)?.label ?? id;
  for (const name of names) {
    if (name === 'notEmpty') continue;
    if (empty && !ON_EMPTY.includes(name)) continue;
    for (const text of textsOf(value)) {
      const input: RuleInput = { field, value, text, label: field.label, values: allValues, labelOf };
      const message = validatorRules[name](input);
      if (message) return message;
    }
  }
  return null;
}
