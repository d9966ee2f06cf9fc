import { and, inArray, lt, sql } from 'drizzle-orm';
import { HttpError, inTransaction, isUniqueViolation, schema, type ServiceContext } from '@canal/service-core';
import { RPPS_IMPORT_JOB, type RppsImportPayload } from './rppsImportJob';

const { rppsImports } = schema;

/** An import whose job gave no sign of life for this long stopped with its process: it no longer blocks the next. */
export const STALE_IMPORT_MS = 10 * 60_000;

export const IMPORT_UNDER_WAY = 'Un import de l’annuaire RPPS est déjà en cours : attendez qu’il se termine.';

export interface ImportRequest {
  source: string;
  path: string;
  bytesTotal: number;
  /** An uploaded copy, removed once read; never the server's own RPPS_IMPORT_FILE. */
  removeAfter: boolean;
  userId: number;
}

/**
 * Records an import and queues its job in one transaction, one import at a time: the partial unique
 * index `rpps_imports_one_active` refuses a second active row (409), whichever process asks.
 */
export async function startRppsImport(ctx: ServiceContext, request: ImportRequest): Promise<number> {
  const now = ctx.now();
  try {
    return await inTransaction(ctx, async (tx) => {
      await tx.db
        .update(rppsImports)
        .set({ status: 'failed', error: 'Import interrompu (le serveur s’est arrêté pendant l’import).', finishedAt: now })
        .where(and(inArray(rppsImports.status, ['queued', 'running']), lt(rppsImports.progressAt, new Date(now.getTime() - STALE_IMPORT_MS))));
      const [row] = await tx.db
        .insert(rppsImports)
        .values({ source: request.source, status: 'queued', bytesTotal: request.bytesTotal, createdBy: request.userId, createdAt: now, progressAt: now })
        .returning({ id: rppsImports.id });
      const payload: RppsImportPayload = { importId: row.id, path: request.path, removeAfter: request.removeAfter };
      // One attempt: a file that failed once fails again; the admin reads why and imports another.
      await tx.jobs.add(RPPS_IMPORT_JOB, payload, { maxAttempts: 1 });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, IMPORT_UNDER_WAY, 'import_running');
    throw error;
  }
}

/** Whether an import is under way (an upload is refused before its bytes are written to disk). */
export async function importUnderWay(ctx: ServiceContext): Promise<boolean> {
  const since = new Date(ctx.now().getTime() - STALE_IMPORT_MS);
  const [row] = await ctx.db
    .select({ one: sql<number>`1` })
    .from(rppsImports)
    .where(and(inArray(rppsImports.status, ['queued', 'running']), sql`${rppsImports.progressAt} >= ${since}`))
    .limit(1);
  return row !== undefined;
}
