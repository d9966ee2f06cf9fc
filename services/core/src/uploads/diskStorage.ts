import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey, type UploadStorage } from './UploadStorage';

function resolveKey(root: string, key: string): string {
  if (!isSafeKey(key)) throw new Error(`clé de fichier refusée : ${key}`);
  const full = path.resolve(root, key);
  if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`clé de fichier refusée : ${key}`);
  return full;
}

/** Removes a file's folder once it holds nothing more (a row's '{kind}/{id}/', an upload's 'tmp/{random}/'); a folder still in use stays. */
async function removeFolderIfEmpty(folder: string): Promise<void> {
  await fs.rmdir(folder).catch(() => undefined);
}

async function statOf(root: string, key: string): Promise<{ bytes: number; modifiedAt: Date } | null> {
  try {
    const stats = await fs.stat(resolveKey(root, key));
    return stats.isFile() ? { bytes: stats.size, modifiedAt: stats.mtime } : null;
  } catch {
    return null;
  }
}

/** Files on disk under `root` (data/uploads by default). */
export function diskStorage(root: string): UploadStorage {
  return {
    async put(key, bytes) {
      const full = resolveKey(root, key);
      await fs.mkdir(path.dirname(full), { recursive: true });
      await fs.writeFile(full, bytes);
    },
    async read(key) {
      try {
        return await fs.readFile(resolveKey(root, key));
      } catch {
        return null;
      }
    },
    async size(key) {
      return (await statOf(root, key))?.bytes ?? null;
    },
    stat: (key) => statOf(root, key),
    stream(key, start, end) {
      return createReadStream(resolveKey(root, key), { start, end });
    },
    async move(from, to) {
      const target = resolveKey(root, to);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const source = resolveKey(root, from);
      await fs.rename(source, target);
      await removeFolderIfEmpty(path.dirname(source));
    },
    async remove(key) {
      const full = resolveKey(root, key);
      await fs.rm(full, { force: true });
      await removeFolderIfEmpty(path.dirname(full));
    },
    async purgeTemporary(before) {
      const tmp = path.join(root, 'tmp');
      const folders = await fs.readdir(tmp).catch(() => [] as string[]);
      let purged = 0;
      for (const folder of folders) {
        const full = path.join(tmp, folder);
        const stats = await fs.stat(full).catch(() => null);
        if (!stats || stats.mtime >= before) continue;
        await fs.rm(full, { recursive: true, force: true });
        purged += 1;
      }
      return purged;
    },
  };
}
