import { Radio } from 'antd';
import type { FilterControlProps } from './filterProps';

const DEFAULT_ITEMS = [
  { value: 'present', label: 'Présent et à venir' },
  { value: 'past', label: 'Passé' },
];

/** 'PastPresent': everything, from now on ('present'), or before now ('past'); labels from the filter's items. */
export function PastPresentFilter({ filter, value, onChange, compact }: FilterControlProps) {
  return (
    <Radio.Group
      aria-label={filter.filter_label}
      optionType="button"
      size={compact ? 'small' : 'middle'}
      value={value}
      onChange={(event) => onChange(String(event.target.value))}
      options={[
        { value: '', label: 'Tous' },
        ...(filter.filter_items?.length ? filter.filter_items.map(({ value: item, label }) => ({ value: item, label })) : DEFAULT_ITEMS),
      ]}
    />
  );
}
