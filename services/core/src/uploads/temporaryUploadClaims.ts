import { and, eq, isNull } from 'drizzle-orm';
import type { FormField, FormValues } from '@canal/contracts';
import type { Database } from '../db/openDatabase';
import { temporaryUploads } from '../db/schema';
import type { ServiceContext } from '../ServiceContext';
import { cacheKeyOf } from './cacheKey';
import { acceptedTypesOf, contentMatchesType, typeAccepted } from './fileTypes';
import type { UploadStorage } from './UploadStorage';
import { uploadStorageOf } from './uploadStorageOf';
import { uploadedFilesOf } from './uploadedFiles';

/** Who saves a form: its context and whose temporary uploads it may take (FormCall has both). */
export interface UploadClaimant {
  ctx: ServiceContext;
  uploadHolder: string | null;
}

export type TemporaryUpload = typeof temporaryUploads.$inferSelect;

export const uploadGone = (name: string) => `Le fichier « ${name} » n’est plus disponible : envoyez-le de nouveau.`;
export const uploadNotItsType = (name: string) => `Le contenu du fichier « ${name} » ne correspond pas à son type.`;

/** 'tmp/{random}/{file}' for a file still waiting for its form, null for any other path. */
export function temporaryKeyOf(dest: string): string | null {
  const key = cacheKeyOf(dest);
  const segments = key?.split('/') ?? [];
  return key && segments.length === 3 && segments[0] === 'tmp' ? key : null;
}

/** The waiting upload `key` if the claimant sent it and no save took it yet; null otherwise (another session's, made up, purged). */
export async function claimableUpload(claimant: UploadClaimant, key: string, db: Database = claimant.ctx.db): Promise<TemporaryUpload | null> {
  if (!claimant.uploadHolder) return null;
  const [row] = await db
    .select()
    .from(temporaryUploads)
    .where(and(eq(temporaryUploads.key, key), eq(temporaryUploads.holder, claimant.uploadHolder), isNull(temporaryUploads.committedAt)));
  return row ?? null;
}

/** The first bytes of a stored file (enough for every signature of fileTypes), or null when it is gone. */
async function headOf(storage: UploadStorage, key: string): Promise<Buffer | null> {
  const size = await storage.size(key);
  if (!size) return null;
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of storage.stream(key, 0, Math.min(size, 16) - 1)) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  } catch {
    return null;
  }
  return Buffer.concat(chunks);
}

/** Whether the stored bytes still are what the upload's type says (read again at the claim: the disk is not the request). */
export async function stillItsType(ctx: ServiceContext, upload: TemporaryUpload): Promise<boolean> {
  const head = await headOf(uploadStorageOf(ctx), upload.key);
  return head !== null && contentMatchesType(head, upload.type);
}

/**
 * Before a save, for each upload field shown: every file still under tmp/ must have been sent by
 * this caller (session, or visitor's browser), for this form and this field, and still hold a type
 * the field accepts. Answers fieldId -> French message, empty when every file may be taken; the
 * form then refuses the post (400) and nothing is written.
 */
export async function temporaryUploadProblems(
  claimant: UploadClaimant,
  form: string,
  fields: readonly FormField[],
  values: FormValues,
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    if (field.type !== 'upload' && field.type !== 'File') continue;
    for (const file of uploadedFilesOf(values[field.id])) {
      const key = temporaryKeyOf(file.dest);
      if (!key) continue;
      const upload = await claimableUpload(claimant, key);
      if (!upload || upload.form !== form || upload.field !== field.id) {
        problems[field.id] = uploadGone(file.name);
      } else if (!typeAccepted(acceptedTypesOf(field), upload.type) || !(await stillItsType(claimant.ctx, upload))) {
        problems[field.id] = uploadNotItsType(file.name);
      }
      if (problems[field.id]) break;
    }
  }
  return problems;
}
