import { formFields, isCategoryActive, type FormField, type FormGroup } from '@canal/contracts';

/** Fields a post may change: shown, enabled, not static; hidden ones carry ids and are never taken from the body. */
export function isEditable(field: FormField): boolean {
  return !field.hidden && !field.disabled && !field.static && field.type !== 'Captcha';
}

/** The editable fields of the active categories: the values a save receives. */
export function activeEditableFields(groups: readonly FormGroup[], activeCategories: readonly string[]): FormField[] {
  return formFields(groups).filter((field) => isEditable(field) && isCategoryActive(field, activeCategories));
}
