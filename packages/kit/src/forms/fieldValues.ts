import type { FormValue, UploadedFile } from '@canal/contracts';

/** A single-valued field's text ('' when empty or a list). */
export function asText(value: FormValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

/** A multi-valued field's texts (a lone text becomes a list of one). */
export function asTexts(value: FormValue | undefined): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string');
}

/** An upload field's files. */
export function asFiles(value: FormValue | undefined): UploadedFile[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is UploadedFile => typeof item === 'object' && item !== null && typeof item.dest === 'string');
}
