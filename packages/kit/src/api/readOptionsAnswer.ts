import type { FormOption } from '@canal/contracts';

/** Reads `data.options` of a lookup or filter answer: items { value, label } or { value, text }. */
export function readOptionsAnswer(answer: unknown): FormOption[] {
  if (!answer || typeof answer !== 'object' || !('data' in answer)) return [];
  const data = answer.data;
  if (!data || typeof data !== 'object' || !('options' in data) || !Array.isArray(data.options)) return [];
  const options: FormOption[] = [];
  for (const item of data.options as unknown[]) {
    if (!item || typeof item !== 'object' || !('value' in item)) continue;
    const value = String(item.value);
    const label = 'label' in item && item.label !== undefined ? item.label : 'text' in item && item.text !== undefined ? item.text : value;
    options.push({ value, label: String(label) });
  }
  return options;
}
