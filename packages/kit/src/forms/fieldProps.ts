import type { FormField, FormValue, LinkMap } from '@canal/contracts';

/** What every field input of DynamicForm receives. */
export interface FieldInputProps {
  field: FormField;
  value: FormValue | undefined;
  onChange: (value: FormValue) => void;
  disabled: boolean;
  /** The field has an error: inputs show the error status. */
  invalid: boolean;
  /** The field is required (notEmpty): an asterisk goes after its label. */
  required: boolean;
  linkMap: LinkMap;
  /** Reports a problem found by the input itself (an upload refused...), shown as the field's error. */
  onProblem: (message: string | null) => void;
}
