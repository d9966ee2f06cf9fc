import type { FormValue, RequiredPrecision } from '../forms/formTypes';
import { validateField } from './validateField';
import { validatorMessages as m } from './messages';

/** A precision answer: one of its values when it offers some, else a text checked by its validators (always required). */
export function validatePrecision(precision: RequiredPrecision, value: FormValue | undefined): string | null {
  const text = typeof value === 'string' ? value : '';
  if (precision.values.length > 0) {
    return precision.values.some((option) => option.value === text && !option.disabled) ? null : m.required(precision.label);
  }
  const validators = ['notEmpty', ...(precision.validators ?? [])];
  return validateField({ id: precision.id, label: precision.label, type: 'text', validators, maxLength: precision.maxLength }, text);
}
