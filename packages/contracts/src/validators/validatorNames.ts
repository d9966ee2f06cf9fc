import type { FormField } from '../forms/formTypes';

export const VALIDATOR_NAMES = [
  'notEmpty',
  'email',
  'num',
  'alphaNum',
  'cell',
  'phone',
  'ime',
  'date',
  'parisDateTime',
  'password',
  'sameAs',
  'minLength',
  'maxLength',
  'rpps',
] as const;
export type ValidatorName = (typeof VALIDATOR_NAMES)[number];

export function isValidatorName(name: string): name is ValidatorName {
  return (VALIDATOR_NAMES as readonly string[]).includes(name);
}

/**
 * The validators a field runs: its `validators` and `validation` lists (unknown names skipped),
 * plus minLength, maxLength and sameAs whenever the field carries that attribute.
 */
export function fieldValidators(field: FormField): ValidatorName[] {
  const names = new Set<ValidatorName>();
  for (const name of [...(field.validators ?? []), ...(field.validation ?? [])]) if (isValidatorName(name)) names.add(name);
  if (field.minLength !== undefined) names.add('minLength');
  if (field.maxLength !== undefined) names.add('maxLength');
  if (field.sameAs) names.add('sameAs');
  return [...names];
}

/** A required field (notEmpty) shows an asterisk after its label. */
export function isRequired(field: FormField): boolean {
  return fieldValidators(field).includes('notEmpty');
}
