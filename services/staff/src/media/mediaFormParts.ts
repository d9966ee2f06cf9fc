import type { FormField } from '@canal/contracts';
import { AUDIO_TYPES, DEFAULT_UPLOAD_TYPES, VIDEO_TYPES } from '@canal/service-core';

export { categoryOptions, guestsFromText, guestsToText, STATE_OPTIONS } from './mediaFields';

const IMAGE_TYPES = DEFAULT_UPLOAD_TYPES.filter((type) => type.startsWith('image/'));
const MB = 1024 * 1024;


/** The upload fields of the media modules: type checked by content (receiveUpload), size limited. */
export const thumbField = (id: string): FormField => ({ id, label: 'Vignette (PNG, JPEG, WebP, 2 Mo)', type: 'upload', mime: IMAGE_TYPES, maxSize: 2 * MB, maxFiles: 1, sizes: { xs: 12, md: 6 } });
export const audioField = (id: string): FormField => ({ id, label: 'Audio (MP3, M4A, WAV, 200 Mo)', type: 'upload', mime: AUDIO_TYPES, maxSize: 200 * MB, maxFiles: 1, sizes: { xs: 12, md: 6 } });
export const videoField = (id: string): FormField => ({ id, label: 'Vidéo (MP4, WebM, 200 Mo)', type: 'upload', mime: VIDEO_TYPES, maxSize: 200 * MB, maxFiles: 1, sizes: { xs: 12, md: 6 } });
export const pdfField = (id: string, label: string, maxFiles: number): FormField => ({ id, label: `${label} (PDF, 20 Mo)`, type: 'upload', mime: ['application/pdf'], maxSize: 20 * MB, maxFiles, sizes: { xs: 12, md: 6 } });

/** Guests typed one per line, 'Nom | Description'. */
export const GUESTS_FIELD: FormField = { id: 'guests', label: 'Invités (un par ligne : Nom | Description)', type: 'text', multiline: true, rows: 3, maxLength: 3000 };
