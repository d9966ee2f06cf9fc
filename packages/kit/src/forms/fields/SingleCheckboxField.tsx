import { isChecked } from '@canal/contracts';
import { Checkbox } from 'antd';
import type { FieldInputProps } from '../fieldProps';

/** 'checkbox': one box (a consent); 'on' when checked, '' otherwise. Its label sits beside the box. */
export function SingleCheckboxField({ field, value, onChange, disabled, required }: FieldInputProps) {
  return (
    <Checkbox id={field.id} checked={isChecked(value)} disabled={disabled} onChange={(event) => onChange(event.target.checked ? 'on' : '')}>
      {field.label}
      {required && <span aria-hidden="true"> *</span>}
    </Checkbox>
  );
}
