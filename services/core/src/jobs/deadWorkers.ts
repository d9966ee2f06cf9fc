import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { Database } from '../db/openDatabase';
import { rowsOf } from '../db/rowsOf';

/**
 * A dead worker's jobs: graphile-worker frees a lock only after four hours, so a job whose process
 * died (a password-reset mail asked just before a crash) would wait that long. Several processes
 * share the queue in split mode, so a lock cannot be judged by who asks: each live process stamps
 * the locks its workers hold every LOCK_BEAT_MS (graphile-worker's own locked_at column, the one
 * its four-hour rule reads), and a lock not stamped for a minute (LOCKED_BY_DEAD_WORKER) belongs
 * to a process that stopped. Its workers are freed with graphile-worker's force_unlock_workers.
 * One rule for both modes: after a crash of the all-in-one process, its jobs run again a minute
 * after their last stamp. A process whose event loop stalls beyond that minute may see its job run
 * twice, as a crash between a job's work and its completion already does (jobs run at least once).
 */
export const LOCK_BEAT_MS = 20_000;

/** A job locked by a worker that stopped stamping it, for a minute (three beats): SQL over graphile_worker.jobs. */
export const LOCKED_BY_DEAD_WORKER = `(locked_by is not null and locked_at < now() - interval '60 seconds')`;

/** The live process's beat: its workers' locks are stamped now. */
export async function stampLocks(pool: Pool, workerIds: readonly string[]): Promise<void> {
  if (workerIds.length === 0) return;
  await pool.query('update graphile_worker._private_jobs set locked_at = now() where locked_by = any($1::text[])', [workerIds]);
}

/** Frees the jobs of the workers whose locks are no longer stamped (at start, on every beat, or those of one job); returns how many workers. */
export async function unlockDeadWorkers(db: Pick<Database, 'execute'>, jobId?: string): Promise<number> {
  const onlyJob = jobId === undefined ? sql`` : sql`and id = ${jobId}::bigint`;
  const [row] = await rowsOf<{ workers: number }>(
    db,
    sql`with dead as (select array_agg(distinct locked_by) as ids from graphile_worker.jobs where ${sql.raw(LOCKED_BY_DEAD_WORKER)} ${onlyJob})
        select graphile_worker.force_unlock_workers(ids), coalesce(cardinality(ids), 0) as workers from dead`,
  );
  return Number(row?.workers ?? 0);
}
