import { Radio } from 'antd';
import { asText } from '../fieldValues';
import type { FieldInputProps } from '../fieldProps';

/** 'Group': radio buttons of the options; one value. */
export function RadioGroupField({ field, value, onChange, disabled }: FieldInputProps) {
  const options = (field.options ?? []).map((option) => ({ value: option.value, label: option.label, disabled: option.disabled }));
  return <Radio.Group id={field.id} options={options} value={asText(value)} disabled={disabled} onChange={(event) => onChange(String(event.target.value))} />;
}
