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

/** The file of ?f= (0 when absent, the endpoint checked it is a small whole number); undefined for an index the item does not have. */
export const fileAt = (files: readonly StoredFile[], index: number | undefined): StoredFile | undefined => files[index ?? 0];
