import { Select } from 'antd';
import { filterWidth, type FilterControlProps } from './filterProps';

/** 'Select': one of the filter's items; clearing shows everything. */
export function SelectFilter({ filter, value, onChange, compact }: FilterControlProps) {
  return (
    <Select<string>
      allowClear
      aria-label={filter.filter_label}
      placeholder={filter.filter_label}
      value={value || undefined}
      size={compact ? 'small' : 'middle'}
      style={{ width: filterWidth(compact) }}
      options={(filter.filter_items ?? []).map((item) => ({ value: item.value, label: item.label, disabled: item.disabled }))}
      showSearch={{ optionFilterProp: 'label' }}
      listHeight={368}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
