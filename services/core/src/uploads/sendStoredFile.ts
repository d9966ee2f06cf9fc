import path from 'node:path';
import type { Response } from 'express';
import type { StoredFile } from '../db/schema';
import { notFound } from '../http/HttpError';
import type { ServiceContext } from '../ServiceContext';
import { cacheKeyOf } from './cacheKey';
import { uploadStorageOf } from './uploadStorageOf';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** The type a file is served with, from its name; null for a type not served inline. */
export const servedTypeOf = (name: string): string | null => TYPES[path.extname(name).toLowerCase()] ?? null;

/**
 * Answers a stored file given by a guarded route (a leaflet, a live's legal file, a student's
 * authorisation): its bytes from the upload storage, a safe name, its type, never sniffed.
 * A file missing from the record or from the storage is answered 404 with `missing`.
 */
export async function sendStoredFile(
  ctx: ServiceContext,
  res: Response,
  file: StoredFile | undefined,
  options: { missing: string; cacheControl: string },
): Promise<void> {
  const key = file ? cacheKeyOf(file.dest) : null;
  const bytes = key ? await uploadStorageOf(ctx).read(key) : null;
  if (!file || !bytes) throw notFound(options.missing);
  setStoredFileHeaders(res, file, options);
  res.send(bytes);
}

/** The headers of a stored file given by a guarded route: a safe name, its type, never sniffed, inline unless downloaded. */
export function setStoredFileHeaders(res: Response, file: StoredFile, options: { cacheControl: string; download?: boolean }): void {
  const name = (file.name ?? path.basename(file.dest)).replace(/[^\w.\- ]/g, '_');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', options.cacheControl);
  res.setHeader('Content-Type', servedTypeOf(name) ?? 'application/octet-stream');
  res.setHeader('Content-Disposition', `${options.download ? 'attachment' : 'inline'}; filename="${name}"`);
}

/** The headers of bytes made for one answer (an export, a certificate): its type, never sniffed, and its name when downloaded. */
export function setDownloadHeaders(res: Response, options: { type: string; cacheControl: string; name?: string; download?: boolean }): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', options.cacheControl);
  res.setHeader('Content-Type', options.type);
  if (options.name)
    res.setHeader('Content-Disposition', `${options.download ? 'attachment' : 'inline'}; filename="${options.name.replace(/[^\w.\- ]/g, '_')}"`);
}
