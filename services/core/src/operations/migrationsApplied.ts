import fs from 'node:fs';
import path from 'node:path';
import type { Pool } from 'pg';
import { migrationsTableExists } from '../db/migrationsTable';
import { migrationsFolder } from '../db/openDatabase';
import type { Logger } from '../log/createLogger';

/** The moment of the newest migration this code ships (drizzle's journal), read once. */
let newestShipped: number | null = null;

function newestMigrationOfCode(): number {
  if (newestShipped === null) {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
    newestShipped = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return newestShipped;
}

export const MIGRATIONS_PENDING = 'en attente : des migrations de ce code ne sont pas appliquées à la base (npm run migrate)';

/**
 * Throws unless the database holds every migration this code ships. Drizzle records each applied
 * migration with its journal time and applies those newer than the last recorded: the same test.
 * A database where nothing was migrated yet is pending too, not an error of the query.
 */
export async function assertMigrationsApplied(pool: Pool): Promise<void> {
  if (!(await migrationsTableExists(pool))) throw new Error(MIGRATIONS_PENDING);
  const { rows } = await pool.query<{ newest: string | null }>('select max(created_at)::text as newest from drizzle.__drizzle_migrations');
  const newest = Number(rows[0]?.newest ?? 0);
  if (newest < newestMigrationOfCode()) throw new Error(MIGRATIONS_PENDING);
}

/** Whether the database holds this code's migrations now (false when they, or the database, are not there). */
export async function migrationsApplied(pool: Pool): Promise<boolean> {
  try {
    await assertMigrationsApplied(pool);
    return true;
  } catch {
    return false;
  }
}

export interface MigrationsWait {
  /** Longest wait before the process gives up (and exits, to be restarted). */
  withinMs: number;
  /** Time between two reads of the migrations table. */
  everyMs: number;
}

/** Ten minutes, read every second: a migrations Job of a large database, with room to spare. */
export const MIGRATIONS_WAIT: MigrationsWait = { withinMs: 600_000, everyMs: 1000 };

/**
 * Split mode: a service never migrates, it waits for `npm run migrate` (the Kubernetes Job, the
 * first step of start:split) to bring the database to the schema it was built for. Says so in
 * the log every ten seconds; throws after `withinMs`.
 */
export async function waitForMigrations(pool: Pool, logger: Logger, wait: MigrationsWait = MIGRATIONS_WAIT): Promise<void> {
  const start = Date.now();
  let lastSaid = -Infinity;
  for (;;) {
    try {
      await assertMigrationsApplied(pool);
      if (lastSaid > -Infinity) logger.info('migrations appliquées : le service démarre');
      return;
    } catch (error) {
      const waited = Date.now() - start;
      if (waited >= wait.withinMs)
        throw new Error(`Migrations de la base toujours absentes après ${Math.round(waited / 1000)} s : lancez « npm run migrate » (le Job de migrations).`);
      if (waited - lastSaid >= 10_000) {
        logger.warn('en attente des migrations de la base (npm run migrate)', {
          attenteS: Math.round(waited / 1000),
          raison: error instanceof Error ? error.message : String(error),
        });
        lastSaid = waited;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, wait.everyMs));
  }
}
