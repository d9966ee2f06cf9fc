import { validatorMessages, type FormField, type FormValues } from '@canal/contracts';

const CHOICE_TYPES = new Set(['select', 'Group', 'Checkbox', 'SelectBlocks']);

/** Choice fields must hold values among their options (a forged post cannot store anything else). */
export function optionProblems(fields: readonly FormField[], values: FormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    if (!CHOICE_TYPES.has(field.type) || !field.options || field.externalValues) continue;
    const value = values[field.id];
    if (value === undefined || value === null) continue;
    const chosen = typeof value === 'string' ? (value === '' ? [] : [value]) : value.filter((item): item is string => typeof item === 'string');
    const allowed = new Set(field.options.map((option) => option.value));
    if (chosen.some((item) => !allowed.has(item))) problems[field.id] = validatorMessages.invalid(field.label);
  }
  return problems;
}
