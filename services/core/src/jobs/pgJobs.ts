import { sql } from 'drizzle-orm';
import { EventEmitter } from 'node:events';
import { Logger as WorkerLogger, run, runMigrations, runOnce, type Runner, type TaskList, type WorkerEvents } from 'graphile-worker';
import type { Pool } from 'pg';
import type { Database } from '../db/openDatabase';
import type { Logger } from '../log/createLogger';
import type { ServiceContext } from '../ServiceContext';
import type { JobDefinition, JobOptions, Jobs } from './Jobs';
import { LOCK_BEAT_MS, stampLocks, unlockDeadWorkers } from './deadWorkers';

/**
 * Jobs are rows of graphile-worker's tables in our own PostgreSQL: added by SQL, so a job added
 * inside a transaction exists only if the transaction commits (a mail row and its delivery job).
 */
export function pgJobs(db: Database): Jobs {
  return {
    async add(name, payload, options: JobOptions = {}) {
      await db.execute(sql`select graphile_worker.add_job(
        ${name},
        ${JSON.stringify(payload)}::json,
        run_at => ${options.runAt?.toISOString() ?? null}::timestamptz,
        job_key => ${options.key ?? null}::text,
        max_attempts => ${options.maxAttempts ?? 10}::int
      )`);
    },
  };
}

function workerLogger(logger: Logger): WorkerLogger {
  // The worker's messages quote a failed job's error, which may quote a query's values: keep its first line only.
  return new WorkerLogger(() => (level, message) => {
    const line = message.split('\n')[0].slice(0, 300);
    // LogLevel is a const enum that graphile-worker does not ship at run time: compare its string values.
    const name: string = level;
    if (name === 'error') logger.error('job worker', { message: line });
    else if (name === 'warning') logger.warn('job worker', { message: line });
    else logger.debug('job worker', { message: line });
  });
}

/** Creates graphile-worker's schema when missing (at start, before anything adds a job). */
export async function installJobTables(pool: Pool, logger: Logger): Promise<void> {
  await runMigrations({ pgPool: pool, logger: workerLogger(logger) });
}

function taskListOf(ctx: ServiceContext, jobs: readonly JobDefinition[]): TaskList {
  return Object.fromEntries(jobs.map((job) => [job.name, async (payload: unknown) => job.run(ctx, payload ?? {})]));
}

export const crontabOf = (jobs: readonly JobDefinition[]) =>
  jobs
    .filter((job) => job.schedule)
    .map((job) => `${job.schedule} ${job.name}`)
    .join('\n');

export interface JobRunner {
  /** Stops taking jobs and waits for the running ones to finish. */
  stop(): Promise<void>;
  /** False once the worker stopped, by `stop` or by a failure of its own (readiness says so). */
  running(): boolean;
}

/** Works the declared jobs in this process, LISTEN/NOTIFY for new ones, retries with backoff; frees dead workers' jobs (deadWorkers.ts). */
export async function startJobRunner(
  ctx: ServiceContext,
  pool: Pool,
  jobs: readonly JobDefinition[],
  // Tests beat faster than LOCK_BEAT_MS to see a stamp without waiting for it.
  { lockBeatMs = LOCK_BEAT_MS }: { lockBeatMs?: number } = {},
): Promise<JobRunner> {
  if (jobs.length === 0) return { stop: () => Promise.resolve(), running: () => true };
  // Before the first job is taken: a crashed process's mail does not wait four hours.
  await unlockDeadWorkers(ctx.db);
  // Given to run() so that no worker's creation is missed: their ids are the locks this process stamps.
  const events: WorkerEvents = new EventEmitter();
  const workerIds = new Set<string>();
  events.on('worker:create', ({ worker }) => workerIds.add(worker.workerId));
  events.on('worker:stop', ({ worker }) => workerIds.delete(worker.workerId));
  const runner: Runner = await run({
    pgPool: pool,
    taskList: taskListOf(ctx, jobs),
    crontab: crontabOf(jobs),
    concurrency: 4,
    pollInterval: 2000,
    noHandleSignals: true,
    logger: workerLogger(ctx.logger),
    events,
  });
  const beat = setInterval(() => {
    stampLocks(pool, [...workerIds])
      .then(() => unlockDeadWorkers(ctx.db))
      .catch((error: unknown) => ctx.logger.warn('job locks not stamped', { error: String(error) }));
  }, lockBeatMs);
  beat.unref();
  let running = true;
  runner.promise.then(
    () => (running = false),
    (error: unknown) => {
      running = false;
      ctx.logger.error('job worker stopped', { error: String(error) });
    },
  );
  runner.events.on('job:failed', ({ job }) => ctx.operations.jobFailed(job.task_identifier));
  return {
    // Stamped until the last job ends: a graceful stop that waits for a job is not a death.
    stop: () => runner.stop().finally(() => clearInterval(beat)),
    running: () => running,
  };
}

/** Tests: runs every job due now, then returns (what a worker would have done in the meantime). */
export async function runDueJobs(ctx: ServiceContext, pool: Pool, jobs: readonly JobDefinition[]): Promise<void> {
  await runOnce({ pgPool: pool, taskList: taskListOf(ctx, jobs), logger: workerLogger(ctx.logger), noHandleSignals: true });
}
