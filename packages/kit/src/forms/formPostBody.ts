import { formFields, type FormGroup, type FormValue, type FormValues } from '@canal/contracts';
import type { FormValue as WireValue } from '@canal/kit';

export interface PostBodyExtras {
  /** `${module}_form`. */
  fsubmit: string;
  /** Fields the page adds (the module must accept them as extra fields). */
  extraFields?: Record<string, WireValue>;
  /** Precision answers by precision id ('precision_0' -> text). */
  precisions?: Record<string, string>;
  /** The captcha solution, when the form has one. */
  captcha?: string | null;
}

/**
 * One field's value on the wire (form-urlencoded with bracket arrays): a list of texts as
 * `name[]=a&name[]=b` (an empty list as `name=`), files as a JSON string, text as is.
 */
export function wireValue(value: FormValue | undefined): WireValue {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (value.length === 0) return '';
  if (value.every((item): item is string => typeof item === 'string')) return value;
  return JSON.stringify(value);
}

/** Files of an upload field are posted as JSON even when the list is empty. */
function fileWireValue(value: FormValue | undefined): WireValue {
  return Array.isArray(value) ? JSON.stringify(value) : '[]';
}

/**
 * The body of a form post (spec 000 section 7): every field by name (its id when unnamed),
 * except static fields and the captcha, then fsubmit, the captcha, the page's extra fields and
 * the precision answers.
 */
export function buildPostBody(groups: readonly FormGroup[], values: FormValues, extras: PostBodyExtras): Record<string, WireValue> {
  const body: Record<string, WireValue> = {};
  for (const field of formFields(groups)) {
    if (field.static || field.type === 'Captcha') continue;
    const key = field.name ?? field.id;
    body[key] = field.type === 'upload' || field.type === 'File' ? fileWireValue(values[field.id]) : wireValue(values[field.id]);
  }
  body.fsubmit = extras.fsubmit;
  if (extras.captcha) body.captcha = extras.captcha;
  for (const [key, value] of Object.entries(extras.extraFields ?? {})) body[key] = value;
  for (const [key, value] of Object.entries(extras.precisions ?? {})) body[key] = value;
  return body;
}

/** `{base}[/{id}][?view=]`: the URL of a form's fetch or post. */
export function formUrl(base: string, id?: number | string | null, view?: string | null): string {
  const trimmed = base.replace(/\/+$/, '');
  const withId = id !== undefined && id !== null && id !== '' ? `${trimmed}/${encodeURIComponent(String(id))}` : trimmed;
  if (!view) return withId;
  return `${withId}${withId.includes('?') ? '&' : '?'}view=${encodeURIComponent(view)}`;
}
