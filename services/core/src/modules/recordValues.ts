import { fromParisInput, toParisInput, validatorMessages, type FormValue, type FormValues } from '@canal/contracts';
import type { StoredFile } from '../db/schema';
import { formText } from '../forms/formText';
import { fieldFilesValue } from '../uploads/commitUploads';
import type { RecordField } from './RecordModule';

/** A jsonb list of files as a row holds it (an upload column, or guests kept in the same shape). */
export const storedFilesOf = (stored: unknown): StoredFile[] => (Array.isArray(stored) ? (stored as StoredFile[]) : []);

/** A column's value as the form shows it. */
export function formValueOf(field: RecordField, stored: unknown): FormValue {
  if (field.toForm) return field.toForm(stored);
  if (stored === null || stored === undefined) return field.kind === 'files' ? [] : '';
  switch (field.kind ?? 'text') {
    case 'files':
      return fieldFilesValue(storedFilesOf(stored));
    case 'flag':
      return stored ? 'on' : '';
    case 'dateTime':
      return stored instanceof Date ? toParisInput(stored) : '';
    default:
      return typeof stored === 'string' ? stored : typeof stored === 'number' ? String(stored) : JSON.stringify(stored);
  }
}

/** A form value as its column stores it (files aside: they move in place with the row's id, see keptFieldFiles). */
export function columnValueOf(field: RecordField, value: FormValue | undefined): unknown {
  if (field.toColumn) return field.toColumn(value);
  const text = formText(value);
  // `blank` may be null: only its absence means the kind's own empty value.
  const blank = (empty: string | number) => (field.blank === undefined ? empty : field.blank);
  switch (field.kind ?? 'text') {
    case 'number': {
      const number = Number(text);
      return Number.isFinite(number) && number !== 0 ? number : blank(0);
    }
    case 'flag':
      return text === 'on';
    case 'dateTime':
      return fromParisInput(text);
    default:
      return text || blank('');
  }
}

/** What the kinds refuse beyond the validators: a date that is none ('Le champ « Date (Paris) » est invalide'). */
export function kindProblems(fields: readonly RecordField[], values: FormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const text = formText(values[field.id]);
    if (field.kind === 'dateTime' && text && !fromParisInput(text)) problems[field.id] = validatorMessages.invalid(field.form?.label ?? field.label);
  }
  return problems;
}
