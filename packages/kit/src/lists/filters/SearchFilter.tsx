import { useState } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { filterWidth, type FilterControlProps } from './filterProps';
import { useDebounced } from './useDebounced';

/** 'Search': the text goes to the server 300 ms after the last key; blank means no filter. */
export function SearchFilter({ filter, value, onChange, compact }: FilterControlProps) {
  const [text, setText] = useState(value);
  const send = useDebounced<string>((next) => onChange(next.trim() === '' ? '' : next));
  // A new value from outside (the URL, a reset) replaces the text being typed.
  const [outside, setOutside] = useState(value);
  if (value !== outside) {
    setOutside(value);
    setText(value);
  }
  return (
    <Input
      allowClear
      aria-label={filter.filter_label}
      placeholder={filter.filter_label || 'Rechercher'}
      prefix={<SearchOutlined aria-hidden="true" />}
      value={text}
      size={compact ? 'small' : 'middle'}
      style={{ width: filterWidth(compact) }}
      onChange={(event) => {
        setText(event.target.value);
        send(event.target.value);
      }}
    />
  );
}
