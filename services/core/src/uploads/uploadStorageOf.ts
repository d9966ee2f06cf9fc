import path from 'node:path';
import type { Bus } from '../bus/Bus';
import type { ServiceContext } from '../ServiceContext';
import { diskStorage } from './diskStorage';
import type { UploadStorage } from './UploadStorage';

const storages = new WeakMap<Bus, UploadStorage>();

/** The storage of a context (one per process: kept by its bus, which transactions share): data/uploads on disk unless one was set with `setUploadStorage`. */
export function uploadStorageOf(ctx: ServiceContext): UploadStorage {
  const known = storages.get(ctx.bus);
  if (known) return known;
  const storage = diskStorage(path.join(ctx.config.dataDir, 'uploads'));
  storages.set(ctx.bus, storage);
  return storage;
}

export function setUploadStorage(ctx: ServiceContext, storage: UploadStorage): void {
  storages.set(ctx.bus, storage);
}
