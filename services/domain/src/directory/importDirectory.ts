import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { type ServiceContext, withPgClient } from '@canal/service-core';
import { DirectoryFileError, directoryCopyRows, type DirectoryReadProgress } from './directoryRows';

const NEXT = 'rpps_directory_next';

/**
 * Loads an extraction into `rpps_directory` without a gap: the rows are COPYed into a table of
 * their own (no index yet, so the load is one sequential write), indexed, then swapped in under
 * the directory's name in one short transaction. Lookups meanwhile read the previous directory;
 * the swap makes them wait a moment (its lock), never see it empty. A file that is not the
 * extraction (DirectoryFileError) or a failed load leaves the directory as it was.
 */
export async function importDirectory(ctx: ServiceContext, source: Readable, progress: DirectoryReadProgress): Promise<number> {
  return withPgClient(ctx.db, async (client) => {
    // One load at a time, whoever starts it (the staff job, the demo's seed): they share the next table.
    await client.query(`SELECT pg_advisory_lock(hashtext('rpps-directory-import'))`);
    try {
      const lines = await loadAndSwap(client, source, progress);
      ctx.logger.info('rpps directory imported', { lines });
      return lines;
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtext('rpps-directory-import'))`);
    }
  });
}

async function loadAndSwap(client: PoolClient, source: Readable, progress: DirectoryReadProgress): Promise<number> {
  try {
    // Made and filled in one transaction, so that COPY may FREEZE the rows: the first lookups then
    // find them already visible to all, instead of each writing its page's hint bits back.
    await client.query('BEGIN');
    await client.query(`DROP TABLE IF EXISTS ${NEXT}`);
    await client.query(`CREATE TABLE ${NEXT} (LIKE rpps_directory INCLUDING DEFAULTS)`);
    const copy = client.query(
      copyFrom(`COPY ${NEXT} (national_id, lastname, firstname, profession_code, profession_label, category_code) FROM STDIN (FREEZE)`),
    );
    await pipeline(source, directoryCopyRows(progress), copy);
    await client.query('COMMIT');
    if (progress.lines === 0) throw new DirectoryFileError('Ce fichier ne contient aucune ligne de professionnel : l’annuaire n’a pas été remplacé.');
    await client.query(`CREATE INDEX ${NEXT}_national_id ON ${NEXT} (national_id)`);
    await client.query(`VACUUM (ANALYZE) ${NEXT}`);
    await client.query('BEGIN');
    await client.query('DROP TABLE rpps_directory');
    await client.query(`ALTER TABLE ${NEXT} RENAME TO rpps_directory`);
    await client.query(`ALTER INDEX ${NEXT}_national_id RENAME TO rpps_directory_national_id`);
    await client.query('COMMIT');
    return progress.lines;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    await client.query(`DROP TABLE IF EXISTS ${NEXT}`).catch(() => undefined);
    throw error;
  }
}
