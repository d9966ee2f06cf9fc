import type { OpenedContext } from '../createContext';
import { createTestContext } from '../testing/createTestContext';
import { eventually } from '../testing/eventually';
import { defineJob } from './Jobs';
import { startJobRunner, type JobRunner } from './pgJobs';
import { unlockDeadWorkers } from './deadWorkers';

describe('jobs of a worker that died', () => {
  let opened: OpenedContext;
  let runner: JobRunner | null = null;
  let release: () => void = () => undefined;
  const seen: string[] = [];
  const recordJob = defineJob<{ text: string }>({
    name: 'test:record',
    run(_ctx, { text }) {
      seen.push(text);
      return Promise.resolve();
    },
  });

  beforeEach(async () => {
    seen.length = 0;
    opened = await createTestContext();
  });
  afterEach(async () => {
    release();
    await runner?.stop();
    runner = null;
    await opened.close();
  });

  /** A job as a worker leaves it when its process is killed mid-job: locked, its attempt counted. */
  async function lockedBy(text: string, worker: string, lockedSecondsAgo: number): Promise<void> {
    await opened.ctx.jobs.add(recordJob.name, { text });
    await opened.database.pool.query(
      `update graphile_worker._private_jobs set locked_by = $1, locked_at = now() - make_interval(secs => $2), attempts = 1
        where payload->>'text' = $3`,
      [worker, lockedSecondsAgo, text],
    );
  }

  const jobsOf = async () =>
    (
      await opened.database.pool.query<{ text: string; locked_by: string | null }>(
        `select payload->>'text' as text, locked_by from graphile_worker._private_jobs order by id`,
      )
    ).rows;

  it('are freed when a process starts, and run at once instead of four hours later', async () => {
    await lockedBy('mail de mot de passe', 'worker-mort', 90);
    runner = await startJobRunner(opened.ctx, opened.database.pool, [recordJob]);
    await eventually(
      () => [...seen],
      (texts) => texts.length > 0,
      10_000,
    );
    expect(seen).toEqual(['mail de mot de passe']);
  });

  it('are not taken from a live worker, whose locks are stamped while it works', async () => {
    const slowJob = defineJob({
      name: 'test:slow',
      run: () => new Promise<void>((resolve) => (release = resolve)),
    });
    // Another process's worker, seen 10 seconds ago: alive.
    await lockedBy('chez un autre processus', 'worker-vivant', 10);
    runner = await startJobRunner(opened.ctx, opened.database.pool, [slowJob, recordJob], { lockBeatMs: 100 });
    await opened.ctx.jobs.add(slowJob.name, {});
    const [slow] = await eventually(
      async () =>
        (await opened.database.pool.query<{ locked_by: string | null }>(`select locked_by from graphile_worker.jobs where task_identifier = 'test:slow'`)).rows,
      (rows) => Boolean(rows[0]?.locked_by),
      10_000,
    );
    // As if its last stamp were two minutes old: the next beat stamps it again, so it is never freed.
    await opened.database.pool.query(`update graphile_worker._private_jobs set locked_at = now() - interval '2 minutes' where locked_by = $1`, [
      slow?.locked_by,
    ]);
    await eventually(
      async () =>
        (
          await opened.database.pool.query<{ fresh: boolean }>(
            `select locked_at > now() - interval '1 minute' as fresh from graphile_worker.jobs where task_identifier = 'test:slow'`,
          )
        ).rows,
      (rows) => rows[0]?.fresh === true,
      10_000,
    );
    expect(await unlockDeadWorkers(opened.ctx.db)).toBe(0);
    expect(await jobsOf()).toEqual([
      { text: 'chez un autre processus', locked_by: 'worker-vivant' },
      { text: null, locked_by: slow?.locked_by },
    ]);
    expect(seen).toEqual([]);
  });
});
