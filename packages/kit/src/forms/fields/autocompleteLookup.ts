import { engineApi, type FormField, type FormOption } from '@canal/contracts';
import { callEndpoint, readOptionsAnswer } from '@canal/kit';
import { formCallEncoding } from '../formCallEncoding';

/** The lookup is sent when the typed text reaches exactly this many characters. */
export const AUTOCOMPLETE_LOOKUP_LENGTH = 5;

export function isLookupLength(text: string): boolean {
  return [...text].length === AUTOCOMPLETE_LOOKUP_LENGTH;
}

/** Where a field looks its suggestions up. */
export function lookupUrl(field: Pick<FormField, 'externalValues' | 'url'>): string | null {
  return field.externalValues || field.url || null;
}

/**
 * POST {url} with ac (the typed text) and aid (the field id), multipart unless set otherwise
 * (spec 000 section 7); expects { status: 'ok', data: { options } }. Any failure gives no suggestion.
 */
export async function lookupSuggestions(url: string, fieldId: string, text: string): Promise<FormOption[]> {
  try {
    const answer = await callEndpoint({ ...engineApi.formLookup, encoding: formCallEncoding() }, { ac: text, aid: fieldId }, { url });
    return answer.status === undefined || answer.status === 'ok' ? readOptionsAnswer(answer) : [];
  } catch {
    return [];
  }
}

/** Keeps the options whose label or value contains the text (case and accents ignored). */
export function filterOptions(options: readonly FormOption[], text: string): FormOption[] {
  const fold = (input: string) =>
    input
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const wanted = fold(text.trim());
  if (!wanted) return [...options];
  return options.filter((option) => fold(option.label).includes(wanted) || fold(option.value).includes(wanted));
}
