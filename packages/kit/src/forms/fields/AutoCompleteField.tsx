import { useState } from 'react';
import type { FormOption } from '@canal/contracts';
import { AutoComplete } from 'antd';
import { useLatestOnly } from '@canal/kit';
import { asText } from '../fieldValues';
import type { FieldInputProps } from '../fieldProps';
import { normalizeText } from '../normalizeText';
import { filterOptions, isLookupLength, lookupSuggestions, lookupUrl } from './autocompleteLookup';

/**
 * 'AutoComplete': free text with suggestions; the lookup is sent when the typed text reaches
 * exactly 5 characters, then the suggestions are narrowed as the user types on. Choosing a
 * suggestion stores its value and shows its label (the linkMap names stored values).
 */
export function AutoCompleteField({ field, value, onChange, disabled, invalid, linkMap }: FieldInputProps) {
  const stored = asText(value);
  const [suggestions, setSuggestions] = useState<FormOption[]>(field.options ?? []);
  const [shown, setShown] = useState<string | null>(null);
  const text = shown ?? linkMap[field.id]?.[stored] ?? stored;
  const url = lookupUrl(field);
  const lookups = useLatestOnly();

  /** Every change of the text (typed, or a suggestion's value just before onSelect). */
  const change = (input: string) => {
    const next = normalizeText(input);
    setShown(next);
    onChange(next);
  };

  /** Typing only: the lookup goes at exactly 5 characters. */
  const search = (input: string) => {
    const next = normalizeText(input);
    if (!url || !isLookupLength(next)) return;
    const ticket = lookups.begin();
    void lookupSuggestions(url, field.id, next).then((found) => {
      if (ticket.isLatest()) setSuggestions(found);
    });
  };

  const choose = (chosen: string) => {
    const option = suggestions.find((candidate) => candidate.value === chosen);
    setShown(option?.label ?? chosen);
    onChange(chosen);
  };

  return (
    <AutoComplete
      id={field.id}
      value={text}
      disabled={disabled}
      placeholder={field.placeholder}
      status={invalid ? 'error' : undefined}
      options={filterOptions(suggestions, text).map((option) => ({ value: option.value, label: option.label }))}
      onChange={(next: string) => change(next ?? '')}
      showSearch={{ onSearch: search }}
      onSelect={(chosen: string) => choose(chosen)}
      listHeight={368}
      style={{ width: '100%' }}
    />
  );
}
