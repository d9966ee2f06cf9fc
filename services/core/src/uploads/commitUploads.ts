import { eq } from 'drizzle-orm';
import type { FormValue, UploadedFile } from '@canal/contracts';
import type { Database } from '../db/openDatabase';
import { temporaryUploads, type StoredFile } from '../db/schema';
import { badRequest } from '../http/HttpError';
import { cacheDest, cacheKeyOf } from './cacheKey';
import { claimableUpload, stillItsType, temporaryKeyOf, uploadGone, uploadNotItsType, type UploadClaimant } from './temporaryUploadClaims';
import { uploadedFilesOf } from './uploadedFiles';
import { uploadStorageOf } from './uploadStorageOf';

/** The transaction the save writes in, when it has one: the claim is read and marked there (a pool's other connection could wait on its locks). */
export interface CommitOptions {
  within?: Database;
}

/**
 * On save: moves the files still under tmp/ to '{kind}/{id}/{file}' and answers the list as it must be
 * stored. A file under tmp/ is taken only from the session (or visitor's browser) that sent it, and
 * only while its bytes still are what its type said: any other is refused (400), so a visitor's
 * upload referenced in a staff form never reaches a public folder. Files already in place are kept;
 * any other path is dropped. The form engine checks the same before saving (temporaryUploadProblems).
 */
export async function commitUploads(
  claimant: UploadClaimant,
  files: readonly UploadedFile[],
  kind: string,
  id: number | string,
  options: CommitOptions = {},
): Promise<UploadedFile[]> {
  const { ctx } = claimant;
  const db = options.within ?? ctx.db;
  const storage = uploadStorageOf(ctx);
  const kept: UploadedFile[] = [];
  for (const file of files) {
    const key = cacheKeyOf(file.dest);
    if (!key) continue;
    const attributes = file.attributes ? { attributes: file.attributes } : {};
    const temporary = temporaryKeyOf(file.dest);
    if (temporary) {
      const upload = await claimableUpload(claimant, temporary, db);
      if (!upload) throw badRequest(uploadGone(file.name));
      if (!(await stillItsType(ctx, upload))) throw badRequest(uploadNotItsType(file.name));
      const target = `${kind}/${id}/${temporary.split('/')[2]}`;
      await storage.move(temporary, target);
      await db.update(temporaryUploads).set({ committedAt: ctx.now() }).where(eq(temporaryUploads.key, temporary));
      kept.push({ dest: cacheDest(target), name: file.name, size: file.size, ...attributes });
    } else if (key.startsWith(`${kind}/${id}/`)) {
      kept.push({ dest: file.dest, name: file.name, size: file.size, ...attributes });
    }
  }
  return kept;
}

/**
 * An upload field's value as the row stores it after a save: new files moved in place
 * (commitUploads), files the row already had kept, including those not in the upload storage
 * (the demo's drawn pictures), with their attributes (a host's name and description).
 */
export async function keptFieldFiles(
  claimant: UploadClaimant,
  value: FormValue | undefined,
  kind: string,
  id: number,
  stored: readonly StoredFile[],
): Promise<StoredFile[]> {
  const storedByDest = new Map(stored.map((file) => [file.dest, file]));
  const kept: StoredFile[] = [];
  for (const file of uploadedFilesOf(value)) {
    const attributes = file.attributes ? { attributes: { name: file.attributes.name, description: file.attributes.description } } : {};
    if (cacheKeyOf(file.dest) === null) {
      const before = storedByDest.get(file.dest);
      if (before) kept.push({ ...before, ...attributes });
      continue;
    }
    const [moved] = await commitUploads(claimant, [file], kind, id);
    if (moved) kept.push({ dest: moved.dest, name: moved.name, size: moved.size, ...attributes });
  }
  return kept;
}

/** Stored files as an upload field shows them again, attributes included. */
export function fieldFilesValue(files: readonly StoredFile[]): FormValue {
  return files.map((file) => ({
    dest: file.dest,
    name: file.name ?? file.dest.split('/').pop() ?? 'fichier',
    size: file.size ?? 0,
    ...(file.attributes
      ? { attributes: Object.fromEntries(Object.entries(file.attributes).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) }
      : {}),
  }));
}
