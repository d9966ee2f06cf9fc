import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MEDIA_CATEGORY_LABELS, PODCAST_STATE_LABELS, PODCAST_STATES } from '@canal/contracts';
import { AUDIO_TYPES, formText, storedFilesOf, VIDEO_TYPES, type RecordField, type StoredFile } from '@canal/service-core';
import { media, uploadField } from '../fields/uploadFields';

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

/** A media item's description, a text that takes the markup (the form shows the help note before it). */
export const descriptionField = (id: string, column: AnyPgColumn, rows: number, maxLength = 5000): RecordField => ({
  id,
  label: 'Description',
  column,
  markup: true,
  form: { type: 'text', multiline: true, rows, maxLength },
});

/** The media modules' files: audio and video in the private media kinds, served by ranges. */
export const audioField = (id: string, column: AnyPgColumn, uploadKind: string, group: string) =>
  uploadField({ id, label: 'Audio (MP3, M4A, WAV, 200 Mo)', column, uploadKind, group }, media(AUDIO_TYPES));
export const videoField = (id: string, column: AnyPgColumn, uploadKind: string, group: string) =>
  uploadField({ id, label: 'Vidéo (MP4, WebM, 200 Mo)', column, uploadKind, group }, media(VIDEO_TYPES));

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
