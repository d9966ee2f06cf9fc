import { computeActiveCategories, formFields, isCategoryActive } from '../forms/categories';
import type { FormGroup, FormValues } from '../forms/formTypes';
import { validateField } from './validateField';

/**
 * Every field's first error (fieldId -> French message); empty when the form may be sent.
 * Fields of an inactive category are skipped; categories are computed from the values when not given.
 */
export function validateForm(groups: readonly FormGroup[], values: FormValues, activeCategories?: readonly string[]): Record<string, string> {
  const active = activeCategories ?? computeActiveCategories(groups, values);
  const fields = formFields(groups);
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!isCategoryActive(field, active)) continue;
    const message = validateField(field, values[field.id], values, fields);
    if (message) errors[field.id] = message;
  }
  return errors;
}
