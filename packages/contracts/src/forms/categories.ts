import type { FormField, FormGroup, FormValue, FormValues } from './formTypes';

/** The category names a trigger or a field's category names: 'a&b' is a and b. */
export function splitCategories(names: string): string[] {
  return names
    .split('&')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** A field with no category is always shown; 'a&b' needs every named category active. */
export function isCategoryActive(field: Pick<FormField, 'category'>, activeCategories: readonly string[]): boolean {
  if (!field.category) return true;
  return splitCategories(field.category).every((name) => activeCategories.includes(name));
}

function valueKeys(value: FormValue | undefined): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return value === '' ? [] : [value];
  return value.map((item) => (typeof item === 'string' ? item : item.dest)).filter((item) => item !== '');
}

function triggered(field: FormField, value: FormValue | undefined): string[] {
  const trigger = field.categoryTrigger;
  if (!trigger) return [];
  const keys = valueKeys(value);
  const names: string[] = [];
  // Own keys only: a posted '__proto__', 'constructor' or 'toString' must not find Object.prototype's.
  const namesOf = (key: string) => (Object.hasOwn(trigger, key) && typeof trigger[key] === 'string' ? splitCategories(trigger[key]) : []);
  for (const key of keys) names.push(...namesOf(key));
  if (keys.length > 0) names.push(...namesOf('*'));
  return names;
}

export function formFields(groups: readonly FormGroup[]): FormField[] {
  return groups.flatMap((group) => group.items);
}

/**
 * The categories active for these values: the base ones, plus those triggered by the values of
 * fields that are themselves shown (a trigger inside an inactive category does nothing).
 * Run by the browser on every change and by the server on every fetch and post.
 */
export function computeActiveCategories(groups: readonly FormGroup[], values: FormValues, base: readonly string[] = []): string[] {
  const fields = formFields(groups).filter((field) => field.categoryTrigger);
  const active = new Set(base);
  for (let round = 0; round <= fields.length; round += 1) {
    const before = active.size;
    for (const field of fields) {
      if (!isCategoryActive(field, [...active])) continue;
      for (const name of triggered(field, values[field.id])) active.add(name);
    }
    if (active.size === before) break;
  }
  return [...active];
}
