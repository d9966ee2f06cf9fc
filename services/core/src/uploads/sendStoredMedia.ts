import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { StoredFile } from '../db/schema';
import { notFound } from '../http/HttpError';
import type { ServiceContext } from '../ServiceContext';
import { byteRangeOf } from './byteRange';
import { cacheKeyOf } from './cacheKey';
import { setStoredFileHeaders } from './sendStoredFile';
import { uploadStorageOf } from './uploadStorageOf';

/**
 * Whether a Range may be served (RFC 9110 section 13.1.5): without If-Range, yes; with it, only if
 * it names this very file: our strong ETag, or exactly its Last-Modified date. Otherwise the file
 * changed since the player's first part, and the whole new file is sent (200).
 */
function rangeAllowed(ifRange: string | undefined, etag: string, lastModified: string): boolean {
  if (ifRange === undefined) return true;
  const validator = ifRange.trim();
  if (validator.startsWith('"') || validator.startsWith('W/')) return validator === etag;
  return validator === lastModified;
}

/**
 * Answers a stored audio or video file (or a flipbook) with HTTP Range requests: a player seeks in
 * a long recording without downloading it whole (206 with Content-Range), a range past the end is
 * answered 416, and only the asked bytes are read from the storage. Validators from the file's size
 * and time (a strong ETag, Last-Modified): a cache asks again with If-None-Match (304), a player
 * resumes with If-Range. The route has already checked that the caller may see the item.
 */
export async function sendStoredMedia(
  ctx: ServiceContext,
  req: Request,
  res: Response,
  file: StoredFile | undefined,
  options: { missing: string; download?: boolean },
): Promise<void> {
  const key = file ? cacheKeyOf(file.dest) : null;
  const storage = uploadStorageOf(ctx);
  const stat = key ? await storage.stat(key) : null;
  if (!file || !key || stat === null) throw notFound(options.missing);
  const size = stat.bytes;
  const etag = `"${size.toString(16)}-${Math.floor(stat.modifiedAt.getTime()).toString(16)}"`;
  const lastModified = stat.modifiedAt.toUTCString();
  setStoredFileHeaders(res, file, { cacheControl: 'private, max-age=3600', download: options.download });
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', lastModified);
  // Express's freshness rule (If-None-Match, else If-Modified-Since) against the headers just set.
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const range = rangeAllowed(req.get('if-range'), etag, lastModified) ? byteRangeOf(req.headers.range, size) : ({ kind: 'whole' } as const);
  if (range.kind === 'unsatisfiable') {
    res.status(416).setHeader('Content-Range', `bytes */${size}`);
    res.end();
    return;
  }
  const [start, end] = range.kind === 'part' ? [range.start, range.end] : [0, size - 1];
  if (range.kind === 'part') res.status(206).setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
  res.setHeader('Content-Length', String(end - start + 1));
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  await pipeline(storage.stream(key, start, end), res);
}
