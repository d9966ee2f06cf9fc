import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are relative paths 'kind/id/file' ('tmp/{random}/{file}' until the
 * form that holds them is saved). The default stores them on disk under data/uploads; a deployment
 * can provide another implementation (object storage...) with the same operations.
 */
export interface UploadStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  /** The file's size in bytes, or null when there is none: media are answered by ranges, never read whole. */
  size(key: string): Promise<number | null>;
  /** Its size and last change, or null when there is none: a media answer's validators (ETag, Last-Modified). */
  stat(key: string): Promise<{ bytes: number; modifiedAt: Date } | null>;
  /** The bytes from `start` to `end` included, as a stream. */
  stream(key: string, start: number, end: number): Readable;
  move(from: string, to: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Removes the uploads under tmp/ received before `before` (a form never saved); answers how many. */
  purgeTemporary(before: Date): Promise<number>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;

/** A key is 2 to 4 safe segments: no '..', no slashes inside a segment, no hidden files. */
export function isSafeKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length >= 2 && segments.length <= 4 && segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}
