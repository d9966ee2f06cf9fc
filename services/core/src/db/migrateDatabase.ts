import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Pool } from 'pg';
import { installJobTables } from '../jobs/pgJobs';
import type { Logger } from '../log/createLogger';
import { migrationsFolder } from './openDatabase';
import { migrationsTableExists } from './migrationsTable';

/** The advisory lock every migrating process takes: one at a time, whatever their number. */
const MIGRATIONS_LOCK = 'canal-pneumo:migrations';

export interface MigrationRun {
  /** Migrations of the journal this run applied (0 when another process, or an earlier run, had). */
  applied: number;
}

async function appliedCount(pool: Pool): Promise<number> {
  if (!(await migrationsTableExists(pool))) return 0;
  const { rows } = await pool.query<{ count: number }>('select count(*)::int as count from drizzle.__drizzle_migrations');
  return rows[0]?.count ?? 0;
}

/**
 * Brings the database to this code's schema: graphile-worker's tables, then the committed
 * migrations (last, so that the newest journal entry recorded means everything is there: what
 * services wait for). Drizzle's migrator is not safe when two processes run it at once
 * (drizzle-orm #874): it runs under a PostgreSQL advisory lock held on a connection of its own,
 * so the second caller waits, then finds nothing left to apply. The pool needs two connections.
 */
export async function migrateDatabase(pool: Pool, logger: Logger): Promise<MigrationRun> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock(hashtext($1))', [MIGRATIONS_LOCK]);
    try {
      const before = await appliedCount(pool);
      await installJobTables(pool, logger);
      await migrate(drizzle(pool), { migrationsFolder });
      return { applied: (await appliedCount(pool)) - before };
    } finally {
      await lock.query('select pg_advisory_unlock(hashtext($1))', [MIGRATIONS_LOCK]);
    }
  } finally {
    lock.release();
  }
}
