import { sanitizeRichText } from './sanitizeRichText';
import { z } from 'zod';
import { uploadedFileSchema, type FormField, type FormValue, type UploadedFile } from '@canal/contracts';
import { badRequest } from '../http/HttpError';
import { cacheKeyOf } from '../uploads/cacheKey';
import { isEditable } from './editableFields';

/** Body fields every form post may carry besides its own fields. */
export const RESERVED_FORM_FIELDS = ['fsubmit', 'csrf', 'captcha'] as const;
export const PRECISION_FIELD = /^precision_[0-9]{1,2}$/;

export interface PostedForm {
  /** Values of the fields the body carried, by field id. */
  values: Record<string, FormValue>;
  fsubmit: string | null;
  captcha: string | null;
  precisions: Record<string, string>;
  extras: Record<string, unknown>;
}

const wrongValue = (field: FormField) => badRequest(`Valeur invalide pour le champ « ${field.label} ».`);

/** qs turns long bracket arrays into objects keyed by index: both are lists here. */
function asList(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (raw !== null && typeof raw === 'object') return Object.values(raw);
  return [raw];
}

function isMultiple(field: FormField): boolean {
  return field.type === 'Checkbox' || field.type === 'AutoCompleteMultiple' || (field.multiple === true && field.type !== 'upload' && field.type !== 'File');
}

const filesSchema = z.array(uploadedFileSchema).max(100);

/** The demo's drawn pictures (/demo/theme.svg?…, /demo/avatar.svg?…): shown in forms, sent back, kept only if the record had them. */
const DRAWN_PICTURE = /^\/demo\/[a-z]+\.svg(\?[^\s<>"'\\]*)?$/;
const isStoredPath = (dest: string) => cacheKeyOf(dest) !== null || DRAWN_PICTURE.test(dest);

function readFiles(field: FormField, raw: unknown): UploadedFile[] {
  if (raw === '' || raw === undefined || raw === null) return [];
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw wrongValue(field);
    }
  }
  const files = filesSchema.safeParse(Array.isArray(parsed) || typeof parsed !== 'object' ? parsed : asList(parsed));
  if (!files.success || files.data.some((file) => !isStoredPath(file.dest))) throw wrongValue(field);
  if (field.maxFiles && files.data.length > field.maxFiles) throw badRequest(`Trop de fichiers pour le champ « ${field.label} » : ${field.maxFiles} au plus.`);
  return files.data;
}

/** Turns one posted value into the value its field type holds, or refuses it (400). */
export async function readFieldValue(field: FormField, raw: unknown): Promise<FormValue> {
  if (field.type === 'upload' || field.type === 'File') return readFiles(field, raw);
  if (isMultiple(field)) {
    if (raw === undefined || raw === null || raw === '') return [];
    const list = asList(raw);
    if (!list.every((item): item is string => typeof item === 'string')) throw wrongValue(field);
    return list.filter((item) => item !== '');
  }
  if (raw === undefined || raw === null) return '';
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  if (typeof raw !== 'string') throw wrongValue(field);
  // An empty editor sends '<p></p>': that is no text, and 'required' must see it so.
  if (field.richText) return (await sanitizeRichText(raw)).replace(/^<p><\/p>$/, '');
  return raw;
}

function optionalString(body: Record<string, unknown>, key: string, label: string): string | null {
  const raw = body[key];
  if (raw === undefined) return null;
  if (typeof raw !== 'string') throw badRequest(`Valeur invalide pour « ${label} ».`);
  return raw;
}

/**
 * Reads a form post: every key must be a field of the form (by name or id), a reserved field,
 * a precision answer or one of the module's extra fields; anything else is refused (400).
 */
export async function readPostedValues(fields: readonly FormField[], body: unknown, extraFields: readonly string[] = []): Promise<PostedForm> {
  const source: Record<string, unknown> = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const byName = new Map<string, FormField>();
  for (const field of fields) byName.set(field.name ?? field.id, field);
  const posted: PostedForm = { values: {}, fsubmit: null, captcha: null, precisions: {}, extras: {} };
  for (const [key, raw] of Object.entries(source)) {
    if (key === 'csrf') continue;
    if (key === 'fsubmit') posted.fsubmit = optionalString(source, key, 'fsubmit');
    else if (key === 'captcha') posted.captcha = optionalString(source, key, 'captcha');
    else if (PRECISION_FIELD.test(key)) posted.precisions[key] = optionalString(source, key, key) ?? '';
    else if (extraFields.includes(key)) posted.extras[key] = raw;
    else {
      const field = byName.get(key);
      if (!field) throw badRequest(`Champ inconnu : « ${key} ».`);
      if (field.type === 'Captcha') posted.captcha = optionalString(source, key, field.label);
      // A read-only field comes back as the form showed it (a file behind a guarded link...): never taken, so not read.
      else if (isEditable(field)) posted.values[field.id] = await readFieldValue(field, raw);
    }
  }
  return posted;
}
