import type { ChangeEvent } from 'react';
import { Input } from 'antd';
import { asText } from '../fieldValues';
import type { FieldInputProps } from '../fieldProps';
import { normalizeText } from '../normalizeText';
import { LazyRichTextEditor } from '../../richText/lazyRichText';

/** 'text': one line, a text area when multiline, a password or a typed input by inputType. */
export function TextField({ field, value, onChange, disabled, invalid }: FieldInputProps) {
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(normalizeText(event.target.value));
  const common = {
    id: field.id,
    name: field.name ?? field.id,
    value: asText(value),
    disabled,
    placeholder: field.placeholder,
    status: invalid ? ('error' as const) : undefined,
    'aria-invalid': invalid || undefined,
    onChange: change,
  };
  if (field.richText)
    return (
      <LazyRichTextEditor
        id={field.id}
        label={field.label}
        value={asText(value)}
        onChange={(html) => onChange(html)}
        height={field.rows ? field.rows * 40 : 300}
        disabled={disabled}
      />
    );
  if (field.multiline) return <Input.TextArea {...common} rows={field.rows ?? 4} />;
  if (field.inputType === 'password') return <Input.Password {...common} autoComplete="new-password" />;
  // A colour: the browser's picker, its value the #rrggbb text the field validates.
  if (field.inputType === 'color') return <Input {...common} type="color" style={{ width: 96, padding: 2 }} />;
  return <Input {...common} type={field.inputType ?? 'text'} min={field.inputType === 'date' ? field.minDate : undefined} />;
}
