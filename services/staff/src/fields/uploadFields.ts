import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FormField } from '@canal/contracts';
import { DEFAULT_UPLOAD_TYPES, type RecordField } from '@canal/service-core';

const MB = 1024 * 1024;
/** Half the form's width from the md breakpoint, the whole width below. */
export const HALF = { xs: 12, md: 6 };

/** What an upload field accepts: its types, checked by content on upload (receiveUpload), its size and how many files. */
type UploadLimits = Pick<FormField, 'mime' | 'maxSize' | 'maxFiles'>;
/** One picture of 2 MB at most (PNG, JPEG, GIF, WebP). */
export const PICTURE: UploadLimits = { mime: DEFAULT_UPLOAD_TYPES.filter((type) => type.startsWith('image/')), maxSize: 2 * MB, maxFiles: 1 };
export const pdfs = (maxFiles: number, megabytes: number): UploadLimits => ({ mime: ['application/pdf'], maxSize: megabytes * MB, maxFiles });
export const media = (mime: string[]): UploadLimits => ({ mime, maxSize: 200 * MB, maxFiles: 1 });

interface UploadedInto {
  id: string;
  label: string;
  column: AnyPgColumn;
  uploadKind: string;
  group?: string;
}

/**
 * A record module's upload field: files kept under `/cache/{uploadKind}/{id}/` (or a private kind),
 * those taken out removed after the save's commit. Half the width unless the form says otherwise.
 */
export function uploadField(field: UploadedInto, form: UploadLimits & Omit<FormField, 'id' | 'label' | 'type'>): RecordField {
  return { ...field, kind: 'files', form: { type: 'upload', sizes: HALF, ...form } };
}

/** A thumbnail: one picture, public under `/cache/{uploadKind}/{id}/`. */
export const thumbField = (id: string, column: AnyPgColumn, uploadKind: string, group?: string) =>
  uploadField({ id, label: 'Vignette (PNG, JPEG, WebP, 2 Mo)', column, uploadKind, group }, PICTURE);
/** PDF files of 20 MB at most. */
export const pdfField = (id: string, label: string, maxFiles: number, column: AnyPgColumn, uploadKind: string, group?: string) =>
  uploadField({ id, label: `${label} (PDF, 20 Mo)`, column, uploadKind, group }, pdfs(maxFiles, 20));
