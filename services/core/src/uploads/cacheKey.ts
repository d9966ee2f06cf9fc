import { isSafeKey } from './UploadStorage';

export const CACHE_PREFIX = '/cache/';

/** '/cache/news/7/photo.png' -> 'news/7/photo.png', or null for anything else. */
export function cacheKeyOf(dest: string): string | null {
  if (!dest.startsWith(CACHE_PREFIX)) return null;
  const key = dest.slice(CACHE_PREFIX.length);
  return isSafeKey(key) ? key : null;
}

export const cacheDest = (key: string) => `${CACHE_PREFIX}${key}`;
