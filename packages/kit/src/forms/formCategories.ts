import { computeActiveCategories, formFields, splitCategories, type FormGroup, type FormValues } from '@canal/contracts';

/** Every category some trigger of the form can activate. */
export function triggerableCategories(groups: readonly FormGroup[]): Set<string> {
  const names = new Set<string>();
  for (const field of formFields(groups)) {
    for (const target of Object.values(field.categoryTrigger ?? {})) for (const name of splitCategories(target)) names.add(name);
  }
  return names;
}

/**
 * The categories that hold whatever the values: those of the definition that no trigger can
 * activate (the others came from the values the server saw, and follow the values from now on).
 */
export function baseCategoriesOf(groups: readonly FormGroup[], definitionCategories: readonly string[]): string[] {
  const triggerable = triggerableCategories(groups);
  return definitionCategories.filter((name) => !triggerable.has(name));
}

/** The categories active for the current values (spec 000 section 4 "Category triggers"). */
export function activeCategoriesFor(groups: readonly FormGroup[], values: FormValues, base: readonly string[]): string[] {
  return computeActiveCategories(groups, values, base);
}
