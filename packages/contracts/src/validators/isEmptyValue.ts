import type { FieldType, FormValue } from '../forms/formTypes';

const CHECKED = new Set(['on', '1', 'true', 'yes']);

/** A single checkbox is checked when its value is 'on' (or 1, true, yes). */
export function isChecked(value: FormValue | undefined): boolean {
  return typeof value === 'string' && CHECKED.has(value.toLowerCase());
}

/** Empty for notEmpty: null, blank text, an unchecked checkbox or an empty set. */
export function isEmptyValue(value: FormValue | undefined, type?: FieldType): boolean {
  if (type === 'checkbox') return !isChecked(value);
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return value.length === 0;
}
