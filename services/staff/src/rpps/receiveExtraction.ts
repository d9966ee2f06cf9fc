import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError, type ServiceContext } from '@canal/service-core';

const MB = 1024 * 1024;

/**
 * An uploaded extraction (the request's body, as it arrives) written to `DATA_DIR/rpps/`, where the
 * import job reads it: never held in memory, and cut at RPPS_UPLOAD_MAX_MB (413, nothing kept).
 * Answers the file's path and size.
 */
export async function receiveExtraction(ctx: ServiceContext, body: Readable): Promise<{ path: string; size: number }> {
  const folder = path.join(ctx.config.dataDir, 'rpps');
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `upload-${randomBytes(12).toString('hex')}.txt`);
  const limit = ctx.config.RPPS_UPLOAD_MAX_MB * MB;
  let size = 0;
  const bounded = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit)
        return done(new HttpError(413, `Le fichier dépasse ${ctx.config.RPPS_UPLOAD_MAX_MB} Mo : importez-le par RPPS_IMPORT_FILE.`, 'too_large'));
      done(null, chunk);
    },
  });
  try {
    await pipeline(body, bounded, createWriteStream(file));
  } catch (error) {
    await rm(file, { force: true });
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'Le fichier n’est pas arrivé en entier : envoyez-le de nouveau.', 'upload_incomplete');
  }
  if (size === 0) {
    await rm(file, { force: true });
    throw new HttpError(400, 'Le fichier envoyé est vide.', 'upload_empty');
  }
  return { path: file, size };
}
