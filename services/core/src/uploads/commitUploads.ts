import { uploadedFileSchema, type FormValue, type UploadedFile } from '@canal/contracts';
import type { ServiceContext } from '../ServiceContext';
import type { StoredFile } from '../db/schema';
import { cacheDest, cacheKeyOf } from './cacheKey';
import { uploadStorageOf } from './uploadStorageOf';

/**
 * On save: moves the files still under tmp/ to '{kind}/{id}/{file}' and answers the list as it must be
 * stored. Files already in place are kept; any other path is dropped.
 */
export async function commitUploads(ctx: ServiceContext, files: readonly UploadedFile[], kind: string, id: number | string): Promise<UploadedFile[]> {
  const storage = uploadStorageOf(ctx);
  const kept: UploadedFile[] = [];
  for (const file of files) {
    const key = cacheKeyOf(file.dest);
    if (!key) continue;
    const [folder, , name] = key.split('/');
    if (folder === 'tmp') {
      const target = `${kind}/${id}/${name}`;
      await storage.move(key, target);
      kept.push({ dest: cacheDest(target), name: file.name, size: file.size, ...(file.attributes ? { attributes: file.attributes } : {}) });
    } else if (key.startsWith(`${kind}/${id}/`)) {
      kept.push({ dest: file.dest, name: file.name, size: file.size, ...(file.attributes ? { attributes: file.attributes } : {}) });
    }
  }
  return kept;
}

/** The files an upload field's value holds (anything else in it is dropped). */
export function uploadedFilesOf(value: FormValue | undefined): UploadedFile[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = uploadedFileSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * An upload field's value as the row stores it after a save: new files moved in place
 * (commitUploads), files the row already had kept, including those not in the upload storage
 * (the demo's drawn pictures), with their attributes (a host's name and description).
 */
export async function keptFieldFiles(ctx: ServiceContext, value: FormValue | undefined, kind: string, id: number, stored: readonly StoredFile[]): Promise<StoredFile[]> {
  const storedByDest = new Map(stored.map((file) => [file.dest, file]));
  const kept: StoredFile[] = [];
  for (const file of uploadedFilesOf(value)) {
    const attributes = file.attributes ? { attributes: { name: file.attributes.name, description: file.attributes.description } } : {};
    if (cacheKeyOf(file.dest) === null) {
      const before = storedByDest.get(file.dest);
      if (before) kept.push({ ...before, ...attributes });
      continue;
    }
    const [moved] = await commitUploads(ctx, [file], kind, id);
    if (moved) kept.push({ dest: moved.dest, name: moved.name, size: moved.size, ...attributes });
  }
  return kept;
}

/** Stored files as an upload field shows them again, attributes included. */
export function fieldFilesValue(files: readonly StoredFile[]): FormValue {
  return files.map((file) => ({ dest: file.dest, name: file.name ?? file.dest.split('/').pop() ?? 'fichier', size: file.size ?? 0, ...(file.attributes ? { attributes: Object.fromEntries(Object.entries(file.attributes).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) } : {}) }));
}
