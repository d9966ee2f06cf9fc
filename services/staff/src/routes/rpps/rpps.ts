import { rm, stat } from 'node:fs/promises';
import { desc, sql } from 'drizzle-orm';
import { staffApi } from '@canal/contracts';
import { defineFileRoute, defineRoute, HttpError, rowsOf, schema, type ApiRoute } from '@canal/service-core';
import { receiveExtraction } from '../../rpps/receiveExtraction';
import { IMPORT_UNDER_WAY, importUnderWay, startRppsImport } from '../../rpps/startRppsImport';

const { rppsImports } = schema;
const LATEST_IMPORTS = 5;

/** GET /api/rpps/imports: the directory's size (the planner's count, written by the import's ANALYZE) and the latest imports. */
const importsRoute = defineRoute(staffApi.rppsImports)({
  access: 'admin',
  async handle({ ctx }) {
    const [directory] = await rowsOf<{ lines: number }>(
      ctx.db,
      sql`select greatest(reltuples, 0)::bigint::int as lines from pg_class where oid = 'rpps_directory'::regclass`,
    );
    const rows = await ctx.db.select().from(rppsImports).orderBy(desc(rppsImports.id)).limit(LATEST_IMPORTS);
    return {
      rpps: 'complete' as const,
      directoryLines: directory?.lines ?? 0,
      serverFile: ctx.config.RPPS_IMPORT_FILE ?? null,
      imports: rows.map((row) => ({
        id: row.id,
        source: row.source,
        status: row.status,
        bytesTotal: row.bytesTotal,
        bytesRead: row.bytesRead,
        lines: row.lines,
        error: row.error,
        createdAt: row.createdAt.toISOString(),
        finishedAt: row.finishedAt?.toISOString() ?? null,
      })),
    };
  },
});

/** POST /api/rpps/import: the server's own extraction (RPPS_IMPORT_FILE), for files too large to upload. */
const importServerFileRoute = defineRoute(staffApi.rppsImportServerFile)({
  access: 'admin',
  async handle({ ctx, user }) {
    const file = ctx.config.RPPS_IMPORT_FILE;
    if (!file) throw new HttpError(400, 'Aucun fichier n’est indiqué sur le serveur : renseignez RPPS_IMPORT_FILE, ou envoyez le fichier.', 'no_server_file');
    const size = await stat(file).then(
      (found) => found.size,
      () => null,
    );
    if (size === null) throw new HttpError(400, `Fichier introuvable sur le serveur : ${file}.`, 'server_file_missing');
    const id = await startRppsImport(ctx, { source: file, path: file, bytesTotal: size, removeAfter: false, userId: user.id });
    return { rpps: 'queued' as const, id };
  },
});

/** POST /api/rpps/upload?name=: the extraction as the body, written to disk as it arrives, then imported by the job. */
const uploadRoute = defineFileRoute(staffApi.rppsUpload)({
  access: 'admin',
  async handle({ ctx, input, user, body, reply }) {
    // Refused before a byte is written: a second import would wait for nothing.
    if (await importUnderWay(ctx)) throw new HttpError(409, IMPORT_UNDER_WAY, 'import_running');
    const received = await receiveExtraction(ctx, body);
    // Two uploads at once both pass the check above: the one refused when its import is recorded takes its file with it.
    const id = await startRppsImport(ctx, { source: input.name, path: received.path, bytesTotal: received.size, removeAfter: true, userId: user.id }).catch(
      async (error: unknown) => {
        await rm(received.path, { force: true });
        throw error;
      },
    );
    return reply.bytes(JSON.stringify({ rpps: 'queued', id }), { type: 'application/json', cacheControl: 'no-store' });
  },
});

export const rppsRoutes: ApiRoute[] = [importsRoute, importServerFileRoute, uploadRoute];
