import type { FormField, FormValue } from '@canal/contracts';

/** The value of a field nobody filled: its defaultValue, or the empty value of its type. */
export function emptyValue(field: FormField): FormValue {
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.type === 'upload' || field.type === 'File') return [];
  if (field.type === 'Checkbox' || field.type === 'AutoCompleteMultiple' || field.multiple) return [];
  return '';
}
