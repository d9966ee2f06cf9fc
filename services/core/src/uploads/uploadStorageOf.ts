import path from 'node:path';
import type { ServiceContext } from '../ServiceContext';
import { diskStorage } from './diskStorage';
import type { UploadStorage } from './UploadStorage';

const storages = new WeakMap<ServiceContext, UploadStorage>();

/** The storage of a context: data/uploads on disk unless one was set with `setUploadStorage`. */
export function uploadStorageOf(ctx: ServiceContext): UploadStorage {
  const known = storages.get(ctx);
  if (known) return known;
  const storage = diskStorage(path.join(ctx.config.dataDir, 'uploads'));
  storages.set(ctx, storage);
  return storage;
}

export function setUploadStorage(ctx: ServiceContext, storage: UploadStorage): void {
  storages.set(ctx, storage);
}
