import type { ServiceContext } from '../ServiceContext';
import { cacheKeyOf } from './cacheKey';
import { uploadStorageOf } from './uploadStorageOf';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The storage keys a row owns among its column values: the files of its upload columns (lists of
 * `{ dest }`) that were committed under its own folder, '{kind}/{id}/{file}' (commitUploads). A file
 * elsewhere (another row's, a link, a drawn demo picture) is never the row's to remove.
 */
export function ownedFileKeys(values: readonly unknown[], id: number): string[] {
  const keys = new Set<string>();
  for (const value of values) {
    if (!Array.isArray(value)) continue;
    for (const item of value) {
      const key = isRecord(item) && typeof item.dest === 'string' ? cacheKeyOf(item.dest) : null;
      const segments = key?.split('/') ?? [];
      if (key && segments.length === 3 && segments[1] === String(id)) keys.add(key);
    }
  }
  return [...keys];
}

/**
 * Removes stored files once the writes that let go of them are committed (`ctx.afterCommit`: at
 * once outside a transaction; never if it rolls back, so a failed save keeps its pictures). One
 * that cannot be removed is logged, never a failure.
 */
async function removeKeys(ctx: ServiceContext, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await ctx.afterCommit(async () => {
    const storage = uploadStorageOf(ctx);
    for (const key of keys) {
      try {
        await storage.remove(key);
      } catch (error) {
        ctx.logger.warn('stored file not removed', { key, error: error instanceof Error ? error.message : String(error) });
      }
    }
  });
}

/** A row is deleted: the files it owned (ownedFileKeys) leave the upload storage. */
export function removeOwnedFiles(ctx: ServiceContext, deletedRow: Record<string, unknown>, id: number): Promise<void> {
  return removeKeys(ctx, ownedFileKeys(Object.values(deletedRow), id));
}

/**
 * A row is saved with `changes` (what was given to `.set()`): the files it owned in those columns
 * before and no longer holds (a picture replaced, an attachment taken out) leave the upload storage.
 */
export function removeFilesTakenOut(
  ctx: ServiceContext,
  id: number,
  before: Record<string, unknown> | undefined,
  changes: Record<string, unknown>,
): Promise<void> {
  if (!before) return Promise.resolve();
  const still = new Set(ownedFileKeys(Object.values(changes), id));
  return removeKeys(
    ctx,
    ownedFileKeys(
      Object.keys(changes).map((column) => before[column]),
      id,
    ).filter((key) => !still.has(key)),
  );
}
