import { Select } from 'antd';
import { asText, asTexts } from '../fieldValues';
import type { FieldInputProps } from '../fieldProps';

/** 'select': a drop-down of the field's options (several values when multiple). */
export function SelectField({ field, value, onChange, disabled, invalid }: FieldInputProps) {
  const options = (field.options ?? []).map((option) => ({ value: option.value, label: option.label, disabled: option.disabled }));
  const common = {
    id: field.id,
    options,
    disabled,
    placeholder: field.placeholder,
    status: invalid ? ('error' as const) : undefined,
    listHeight: 368,
    allowClear: true,
    showSearch: { optionFilterProp: 'label' },
    style: { width: '100%' },
  };
  if (field.multiple) {
    return <Select<string[]> {...common} mode="multiple" value={asTexts(value)} onChange={(next) => onChange(next ?? [])} />;
  }
  return <Select<string> {...common} value={asText(value) || undefined} onChange={(next) => onChange(next ?? '')} />;
}
