import path from 'node:path';
import type { MediaFile, MediaGuest } from '@canal/contracts';
import type { StoredFile } from '@canal/service-core';

/** The first picture of a thumbnail list, or null. */
export const thumbOf = (files: readonly StoredFile[]): string | null => files[0]?.dest ?? null;

/** The files offered with 'Je télécharge': index (for download/{id}?f=), name, size in bytes. */
export const mediaFilesOf = (files: readonly StoredFile[]): MediaFile[] =>
  files.map((file, index) => ({ index, name: file.name ?? path.basename(file.dest), size: file.size ?? 0 }));

export const guestsOf = (guests: readonly StoredFile[]): MediaGuest[] =>
  guests.map((guest) => ({ dest: guest.dest, ...(guest.attributes ? { attributes: guest.attributes } : {}) }));

/** The file of ?f= (0 when absent); undefined for an index the item does not have. */
export function fileAt(files: readonly StoredFile[], raw: unknown): StoredFile | undefined {
  const index = raw === undefined || raw === '' ? 0 : typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : -1;
  return index >= 0 ? files[index] : undefined;
}
