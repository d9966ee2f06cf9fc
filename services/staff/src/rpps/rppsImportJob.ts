import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { defineJob, schema, type ServiceContext } from '@canal/service-core';
import { DirectoryFileError, importDirectory, type DirectoryReadProgress } from '@canal/domain';

const { rppsImports } = schema;

export const RPPS_IMPORT_JOB = 'staff:rppsImport';

export interface RppsImportPayload {
  importId: number;
  path: string;
  removeAfter: boolean;
}

/** How often the progress bar's figures are written while the file is read. */
const PROGRESS_EVERY_MS = 1000;

function failureText(error: unknown): string {
  if (error instanceof DirectoryFileError) return error.message;
  if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return 'Fichier introuvable sur le serveur : vérifiez RPPS_IMPORT_FILE.';
  return 'L’import a échoué : le fichier n’a pas pu être lu jusqu’au bout. L’annuaire précédent reste en service.';
}

async function record(ctx: ServiceContext, importId: number, values: Partial<typeof rppsImports.$inferInsert>): Promise<void> {
  await ctx.db
    .update(rppsImports)
    .set({ ...values, progressAt: ctx.now() })
    .where(eq(rppsImports.id, importId));
}

/**
 * Reads one extraction into the directory (core importDirectory: streamed, COPY, swapped in without
 * a gap), writing its progress every second for /staff/tools/rpps; a failure is recorded in French
 * and leaves the previous directory in service. An uploaded copy is removed afterwards.
 */
export const rppsImportJob = defineJob<RppsImportPayload>({
  name: RPPS_IMPORT_JOB,
  async run(ctx, { importId, path, removeAfter }) {
    const progress: DirectoryReadProgress = { bytes: 0, lines: 0 };
    await record(ctx, importId, { status: 'running' });
    let written: Promise<void> = Promise.resolve();
    const ticker = setInterval(() => {
      written = written.then(() => record(ctx, importId, { bytesRead: progress.bytes, lines: progress.lines })).catch(() => undefined);
    }, PROGRESS_EVERY_MS);
    // The last figures are written after every tick, never overwritten by a late one.
    const stopTicking = async () => {
      clearInterval(ticker);
      await written;
    };
    try {
      const lines = await importDirectory(ctx, createReadStream(path), progress);
      await stopTicking();
      await record(ctx, importId, { status: 'done', bytesRead: progress.bytes, lines, finishedAt: ctx.now() });
    } catch (error) {
      await stopTicking();
      ctx.logger.warn('rpps import failed', { importId, error: error instanceof Error ? error.message : String(error) });
      await record(ctx, importId, { status: 'failed', bytesRead: progress.bytes, lines: progress.lines, error: failureText(error), finishedAt: ctx.now() });
    } finally {
      if (removeAfter) await rm(path, { force: true });
    }
  },
});
