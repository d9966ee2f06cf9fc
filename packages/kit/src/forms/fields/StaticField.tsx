import { Typography } from 'antd';
import { asFiles, asTexts } from '../fieldValues';
import type { FieldInputProps } from '../fieldProps';

/** A static field: its value shown as text (labels from its options or the linkMap), never edited. */
export function StaticField({ field, value, linkMap }: FieldInputProps) {
  const files = asFiles(value);
  const texts = files.length > 0 ? files.map((file) => file.name) : asTexts(value);
  const labelOf = (item: string) => field.options?.find((option) => option.value === item)?.label ?? linkMap[field.id]?.[item] ?? item;
  const shown = texts.map(labelOf).join(', ');
  if (!shown) return null;
  // The field's helperText is already shown under it by FormFieldItem: a note field shows it once.
  return <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{shown}</Typography.Paragraph>;
}
