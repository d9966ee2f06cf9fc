import { useState } from 'react';
import type { FormOption } from '@canal/contracts';
import { Select } from 'antd';
import { useLatestOnly } from '@canal/kit';
import { asTexts } from '../fieldValues';
import type { FieldInputProps } from '../fieldProps';
import { normalizeText } from '../normalizeText';
import { filterOptions, isLookupLength, lookupSuggestions, lookupUrl } from './autocompleteLookup';

/** 'AutoCompleteMultiple': several values chosen among suggestions looked up at 5 typed characters. */
export function AutoCompleteMultipleField({ field, value, onChange, disabled, invalid, linkMap }: FieldInputProps) {
  const chosen = asTexts(value);
  const [suggestions, setSuggestions] = useState<FormOption[]>(field.options ?? []);
  const [search, setSearch] = useState('');
  const [known, setKnown] = useState<Record<string, string>>({});
  const url = lookupUrl(field);
  const lookups = useLatestOnly();

  const labelOf = (item: string) => known[item] ?? linkMap[field.id]?.[item] ?? suggestions.find((option) => option.value === item)?.label ?? item;

  const type = (input: string) => {
    const next = normalizeText(input);
    setSearch(next);
    if (!url || !isLookupLength(next)) return;
    const ticket = lookups.begin();
    void lookupSuggestions(url, field.id, next).then((found) => {
      if (ticket.isLatest()) setSuggestions(found);
    });
  };

  const change = (next: string[]) => {
    const labels = { ...known };
    for (const item of next) labels[item] = labelOf(item);
    setKnown(labels);
    setSearch('');
    onChange(next);
  };

  const visible = filterOptions(suggestions, search);
  const options = [
    ...chosen.filter((item) => !visible.some((option) => option.value === item)).map((item) => ({ value: item, label: labelOf(item) })),
    ...visible.map((option) => ({ value: option.value, label: option.label })),
  ];

  return (
    <Select<string[]>
      id={field.id}
      mode="multiple"
      value={chosen}
      disabled={disabled}
      placeholder={field.placeholder}
      status={invalid ? 'error' : undefined}
      options={options}
      showSearch={{ searchValue: search, onSearch: type, filterOption: false }}
      onChange={(next) => change(next ?? [])}
      listHeight={368}
      style={{ width: '100%' }}
    />
  );
}
