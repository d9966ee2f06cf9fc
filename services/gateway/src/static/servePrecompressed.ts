import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import { isCompressible, PRECOMPRESSED } from './precompression';

/** Answers that carry a built file: the gateway's `compression()` leaves them as they are on disk. */
const builtFileAnswers = new WeakSet<Response>();

export function markBuiltFile(res: Response): void {
  builtFileAnswers.add(res);
}

/**
 * The gateway's `compression()` filter: API answers are compressed on the fly, built files never
 * (their `.br`/`.gz` twins were written by the build; the small ones are not worth it).
 */
export function compressOnTheFly(req: Request, res: Response): boolean {
  return !builtFileAnswers.has(res) && compression.filter(req, res);
}

type SetHeaders = (res: Response, file: string) => void;
type Twin = { encoding: string; file: string } | null;

/** The first precompressed twin of `file` that the browser accepts and the build wrote, brotli first. */
async function acceptedTwin(req: Request, file: string): Promise<Twin> {
  for (const { encoding, suffix } of PRECOMPRESSED) {
    // acceptsEncodings honours q=0 and `*`; the server's preference (br) wins over the header's order.
    if (req.acceptsEncodings(encoding) !== encoding) continue;
    const twin = `${file}${suffix}`;
    const stat = await fs.promises.stat(twin).catch(() => null);
    if (stat?.isFile()) return { encoding, file: twin };
  }
  return null;
}

function sendAs(res: Response, file: string, twin: Twin, setHeaders: SetHeaders, next: (error?: unknown) => void): void {
  markBuiltFile(res);
  // A cache in between must keep one copy per encoding, whichever one this browser gets.
  if (isCompressible(file)) res.vary('Accept-Encoding');
  setHeaders(res, file);
  if (twin) {
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', twin.encoding);
  }
  res.sendFile(twin?.file ?? file, { cacheControl: false, dotfiles: 'allow' }, (error) => {
    if (!error || res.headersSent) return;
    res.removeHeader('Content-Encoding');
    next(error);
  });
}

/**
 * Sends a built file (an absolute path): its precompressed twin when the browser accepts one
 * (Content-Encoding, the original's Content-Type), else the file itself.
 */
export async function sendBuiltFile(req: Request, res: Response, file: string, setHeaders: SetHeaders, next: (error?: unknown) => void): Promise<void> {
  const twin = isCompressible(file) ? await acceptedTwin(req, file) : null;
  sendAs(res, file, twin, setHeaders, next);
}

/**
 * Before `express.static(root)`: a GET/HEAD for a compressible file that has a precompressed twin the
 * browser accepts is answered with the twin; anything else goes on to the file server unchanged.
 */
export function servePrecompressed(root: string, setHeaders: SetHeaders): RequestHandler {
  const base = path.resolve(root);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isCompressible(req.path)) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next(); // the file server answers a malformed address itself
    }
    const file = path.join(base, relative);
    // A path that leaves the folder, a dot file or a NUL byte is left to the file server's own refusal.
    if (!file.startsWith(`${base}${path.sep}`) || /(^|\/)\./.test(relative) || file.includes('\0')) return next();
    acceptedTwin(req, file).then((twin) => {
      if (!twin) {
        res.vary('Accept-Encoding');
        return next();
      }
      sendAs(res, file, twin, setHeaders, next);
    }, next);
  };
}
