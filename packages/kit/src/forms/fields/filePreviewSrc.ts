import type { FormField, UploadedFile } from '@canal/contracts';

/**
 * Where an uploaded file is seen: its dest when it is a path or a URL, else the dest under the
 * field's tmpUrl (file not saved yet) or previewUrl.
 */
export function filePreviewSrc(file: UploadedFile, field: Pick<FormField, 'previewUrl' | 'tmpUrl'>): string {
  if (/^(\/|https?:|data:|blob:)/.test(file.dest)) return file.dest;
  const base = (file.isTmp ? field.tmpUrl : field.previewUrl) ?? '';
  if (!base) return file.dest;
  return `${base.replace(/\/+$/, '')}/${file.dest}`;
}
