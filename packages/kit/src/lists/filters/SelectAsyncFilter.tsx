import { useEffect, useState } from 'react';
import type { FormOption } from '@canal/contracts';
import { useLatestOnly } from '@canal/kit';
import { Select } from 'antd';
import { fetchAsyncOptions } from './asyncOptions';
import { filterWidth, type FilterControlProps } from './filterProps';
import { useDebounced } from './useDebounced';

/** 'SelectAsync': options looked up on the filter's own URL as the user types (20 at most). */
export function SelectAsyncFilter({ filter, value, onChange, compact }: FilterControlProps) {
  const [options, setOptions] = useState<FormOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const searches = useLatestOnly();

  const search = async (text: string) => {
    if (!filter.filter_url) return;
    const ticket = searches.begin();
    setLoading(true);
    const found = await fetchAsyncOptions(filter.filter_url, text);
    if (!ticket.isLatest()) return;
    setOptions(found);
    setLabels((current) => ({ ...current, ...Object.fromEntries(found.map((option) => [option.value, option.label])) }));
    setLoading(false);
  };
  const searchLater = useDebounced<string>((text) => void search(text));

  /** A value from the URL: look the first options up so that its label shows. */
  useEffect(() => {
    if (value && filter.filter_url)
      void fetchAsyncOptions(filter.filter_url, '').then((found) => setLabels(Object.fromEntries(found.map((option) => [option.value, option.label]))));
    // Only on mount: later values come with their labels.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, []);

  const shown = value && !options.some((option) => option.value === value) ? [{ value, label: labels[value] ?? value }, ...options] : options;

  return (
    <Select<string>
      allowClear
      aria-label={filter.filter_label}
      placeholder={filter.filter_label}
      value={value || undefined}
      loading={loading}
      size={compact ? 'small' : 'middle'}
      style={{ width: filterWidth(compact) }}
      options={shown.map((option) => ({ value: option.value, label: option.label }))}
      showSearch={{ filterOption: false, onSearch: searchLater }}
      onOpenChange={(open) => {
        if (open && options.length === 0) void search('');
      }}
      listHeight={368}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
