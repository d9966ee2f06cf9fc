import { Checkbox } from 'antd';
import { asTexts } from '../fieldValues';
import type { FieldInputProps } from '../fieldProps';

/** 'Checkbox': one box per option; the checked option values. */
export function CheckboxGroupField({ field, value, onChange, disabled }: FieldInputProps) {
  const options = (field.options ?? []).map((option) => ({ value: option.value, label: option.label, disabled: option.disabled }));
  return (
    <Checkbox.Group
      options={options}
      value={asTexts(value)}
      disabled={disabled}
      onChange={(next) => onChange(next.map(String))}
      style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
    />
  );
}
