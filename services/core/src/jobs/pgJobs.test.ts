import { Pool } from 'pg';
import type { OpenedContext } from '../createContext';
import { createTestContext } from '../testing/createTestContext';
import { defineJob } from './Jobs';
import { runDueJobs } from './pgJobs';

describe('background jobs stored in PostgreSQL', () => {
  let opened: OpenedContext;
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
  afterEach(() => opened.close());

  it('keeps at most one pending job per key: the last one added wins', async () => {
    await opened.ctx.jobs.add('test:record', { text: 'rappel J-1, première version' }, { key: 'reminder:1' });
    await opened.ctx.jobs.add('test:record', { text: 'rappel J-1, date changée' }, { key: 'reminder:1' });
    await runDueJobs(opened.ctx, opened.database.pool, [recordJob]);
    expect(seen).toEqual(['rappel J-1, date changée']);
  });

  it('waits for the moment it was scheduled at', async () => {
    await opened.ctx.jobs.add('test:record', { text: 'plus tard' }, { runAt: new Date(Date.now() + 3600_000) });
    await opened.ctx.jobs.add('test:record', { text: 'maintenant' });
    await runDueJobs(opened.ctx, opened.database.pool, [recordJob]);
    expect(seen).toEqual(['maintenant']);
    const waiting = await opened.database.pool.query(`select task_identifier as task from graphile_worker.jobs`);
    expect(waiting.rows).toEqual([{ task: 'test:record' }]);
  });

  it('survives a restart: a job added by one process is worked by the next one', async () => {
    await opened.ctx.jobs.add('test:record', { text: 'avant le redémarrage' });
    const options = opened.database.pool.options as { connectionString: string };
    const nextProcessPool = new Pool({ connectionString: options.connectionString, max: 3 });
    try {
      await runDueJobs(opened.ctx, nextProcessPool, [recordJob]);
    } finally {
      await nextProcessPool.end();
    }
    expect(seen).toEqual(['avant le redémarrage']);
  });

  it('retries a failed job later with a growing delay, and does not lose it', async () => {
    let attempts = 0;
    const failingJob = defineJob({
      name: 'test:fail',
      run() {
        attempts += 1;
        return Promise.reject(new Error('serveur SMTP indisponible'));
      },
    });
    await opened.ctx.jobs.add('test:fail', {}, { maxAttempts: 5 });
    await runDueJobs(opened.ctx, opened.database.pool, [failingJob]);
    const [job] = (
      await opened.database.pool.query(`select attempts, max_attempts, last_error, extract(epoch from run_at - now()) as wait from graphile_worker.jobs`)
    ).rows as Array<{
      attempts: number;
      max_attempts: number;
      last_error: string;
      wait: string;
    }>;
    expect(attempts).toBe(1);
    expect(job).toMatchObject({ attempts: 1, max_attempts: 5 });
    expect(job.last_error).toContain('serveur SMTP indisponible');
    expect(Number(job.wait)).toBeGreaterThan(1);
  });
});
