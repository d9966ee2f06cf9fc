import { uploadedFileSchema, type FormValue, type UploadedFile } from '@canal/contracts';
import type { ServiceContext } from '../ServiceContext';
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
