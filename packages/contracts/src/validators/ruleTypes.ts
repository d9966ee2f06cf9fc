import type { FormField, FormValue, FormValues } from '../forms/formTypes';

/** What a rule sees: the field, its value (and its text when the value is a string), the whole form. */
export interface RuleInput {
  field: FormField;
  value: FormValue | undefined;
  text: string;
  label: string;
  values: FormValues;
  labelOf: (fieldId: string) => string;
}

/** A validator: the French message when the value is wrong, null when it is fine. */
export type Rule = (input: RuleInput) => string | null;
