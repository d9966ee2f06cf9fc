import { isRequired, type FormField, type FormValue, type LinkMap } from '@canal/contracts';
import { Col, Form } from 'antd';
import { fieldSpan } from './fieldSpan';
import { FormFieldInput } from './FormFieldInput';

export interface FormFieldItemProps {
  field: FormField;
  value: FormValue | undefined;
  error: string | undefined;
  disabled: boolean;
  linkMap: LinkMap;
  onChange: (fieldId: string, value: FormValue) => void;
  onProblem: (fieldId: string, message: string | null) => void;
}

/** One field in the grid: its label (with an asterisk when required), input, and error or helper text. */
export function FormFieldItem({ field, value, error, disabled, linkMap, onChange, onProblem }: FormFieldItemProps) {
  const required = isRequired(field);
  const sideLabel = field.type === 'checkbox' && !field.static;
  return (
    <Col {...fieldSpan(field)}>
      <Form.Item
        label={sideLabel ? undefined : field.label}
        htmlFor={field.id}
        required={required && !sideLabel && !field.disabled && !field.static}
        validateStatus={error ? 'error' : undefined}
        help={error ?? field.helperText}
      >
        <FormFieldInput
          field={field}
          value={value}
          disabled={disabled || field.disabled === true}
          invalid={Boolean(error)}
          required={required}
          linkMap={linkMap}
          onChange={(next) => onChange(field.id, next)}
          onProblem={(message) => onProblem(field.id, message)}
        />
      </Form.Item>
    </Col>
  );
}
