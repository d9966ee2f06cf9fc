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
 * Answers a stored audio or video file (or a flipbook) with HTTP Range requests: a player seeks in
 * a long recording without downloading it whole (206 with Content-Range), a range past the end is
 * answered 416, and only the asked bytes are read from the storage. The route has already checked
 * that the caller may see the item.
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
  const size = key ? await storage.size(key) : null;
  if (!file || !key || size === null) throw notFound(options.missing);
  setStoredFileHeaders(res, file, { cacheControl: 'private, max-age=3600', download: options.download });
  res.setHeader('Accept-Ranges', 'bytes');
  const range = byteRangeOf(req.headers.range, size);
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
