import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MEDIA_CATEGORY_LABELS, PODCAST_STATE_LABELS, PODCAST_STATES, type FormField } from '@canal/contracts';
import { AUDIO_TYPES, DEFAULT_UPLOAD_TYPES, formText, storedFilesOf, VIDEO_TYPES, type RecordField, type StoredFile } from '@canal/service-core';

const IMAGE_TYPES = DEFAULT_UPLOAD_TYPES.filter((type) => type.startsWith('image/'));
const MB = 1024 * 1024;
export const HALF = { xs: 12, md: 6 };

export const categoryOptions = (categories: readonly string[]) =>
  categories.filter((category) => category !== 'Tout').map((category) => ({ value: category, label: MEDIA_CATEGORY_LABELS[category] ?? category }));
export const STATE_OPTIONS = PODCAST_STATES.map((value) => ({ value, label: PODCAST_STATE_LABELS[value] }));

/** 'État' of a podcast or a series: online or to come, a tag in the list. */
export const stateField = (column: AnyPgColumn, initial: string, md: number): RecordField => ({
  id: 'podcastState',
  label: 'État',
  column,
  initial,
  list: { type: 'select', searchable: false, field: { options: STATE_OPTIONS, tagColors: { live: 'success', pending: 'default' } } },
  form: { type: 'select', validators: ['notEmpty'], options: STATE_OPTIONS, sizes: { xs: 12, md } },
});

/** An upload field of the media modules: type checked by content (receiveUpload), size limited, kept under `uploadKind`. */
type UploadLimits = Pick<FormField, 'mime' | 'maxSize' | 'maxFiles'>;
const uploadField = (id: string, label: string, column: AnyPgColumn, uploadKind: string, form: UploadLimits): RecordField => ({
  id,
  label,
  column,
  kind: 'files',
  uploadKind,
  form: { type: 'upload', ...form, sizes: HALF },
});
export const thumbField = (id: string, column: AnyPgColumn, uploadKind: string) => uploadField(id, 'Vignette (PNG, JPEG, WebP, 2 Mo)', column, uploadKind, {
  mime: IMAGE_TYPES,
  maxSize: 2 * MB,
  maxFiles: 1,
});
export const audioField = (id: string, column: AnyPgColumn, uploadKind: string) => uploadField(id, 'Audio (MP3, M4A, WAV, 200 Mo)', column, uploadKind, {
  mime: AUDIO_TYPES,
  maxSize: 200 * MB,
  maxFiles: 1,
});
export const videoField = (id: string, column: AnyPgColumn, uploadKind: string) => uploadField(id, 'Vidéo (MP4, WebM, 200 Mo)', column, uploadKind, {
  mime: VIDEO_TYPES,
  maxSize: 200 * MB,
  maxFiles: 1,
});
export const pdfField = (id: string, label: string, maxFiles: number, column: AnyPgColumn, uploadKind: string) =>
  uploadField(id, `${label} (PDF, 20 Mo)`, column, uploadKind, { mime: ['application/pdf'], maxSize: 20 * MB, maxFiles });

export function guestsFromText(text: string): StoredFile[] {
  return text
    .split('\n')
    .map((line) => line.split('|').map((part) => part.trim()))
    .filter(([name]) => Boolean(name))
    .slice(0, 20)
    .map(([name = '', description = '']) => ({ dest: '', attributes: { name: name.slice(0, 120), description: description.slice(0, 300) } }));
}

export const guestsToText = (guests: readonly StoredFile[]) =>
  guests.map((guest) => [guest.attributes?.name ?? '', guest.attributes?.description ?? ''].filter(Boolean).join(' | ')).join('\n');

/** Guests typed one per line, 'Nom | Description', kept as a list of names and descriptions. */
export const guestsField = (column: AnyPgColumn): RecordField => ({
  id: 'guests',
  label: 'Invités (un par ligne : Nom | Description)',
  column,
  toForm: (stored) => guestsToText(storedFilesOf(stored)),
  toColumn: (value) => guestsFromText(formText(value)),
  form: { type: 'text', multiline: true, rows: 3, maxLength: 3000 },
});
