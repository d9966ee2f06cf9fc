import { Pool } from 'pg';
import { z } from 'zod';
import { defineEndpoint } from '@canal/contracts';
import { defineService } from '../host/defineService';
import { PLATFORM_JOBS } from '../host/platformJobs';
import { startJobRunner } from '../jobs/pgJobs';
import { startHost, type RunningHost } from '../host/startHost';
import { defineRoute } from '../routes/defineRoute';
import { freePort } from '../db/embeddedPostgres';
import { createTestContext } from '../testing/createTestContext';
import { eventually } from '../testing/eventually';
import { DATABASE_GRACE_MS, Operations } from './Operations';
import type { ReadinessReport } from './readiness';

const hello = defineRoute(
  defineEndpoint({ method: 'get', path: '/api/example/hello', input: z.object({}), output: z.object({ hello: z.literal('complete') }) }),
)({
  access: 'public',
  handle: () => ({ hello: 'complete' }),
});
const service = defineService({ name: 'public', routes: [hello] });

async function report(host: RunningHost, path: string): Promise<{ status: number; body: ReadinessReport }> {
  const response = await fetch(`http://127.0.0.1:${host.port}${path}`);
  return { status: response.status, body: (await response.json()) as ReadinessReport };
}

const checkNames = (body: ReadinessReport) => body.checks.map((check) => check.name);

const until = <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => eventually(read, done, 10_000);

describe('/healthz and /readyz of a service process', () => {
  it('answers that it runs, and that it is ready with each check named and timed', async () => {
    const host = await startHost({ services: [service], port: 0, host: '127.0.0.1', opened: await createTestContext() });
    try {
      const health = await report(host, '/healthz');
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ ready: true, process: 'public' });

      const ready = await report(host, '/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body.ready).toBe(true);
      expect(checkNames(ready.body)).toEqual(['base de données', 'migrations', 'tâches de fond', 'arrêt']);
      for (const check of ready.body.checks) {
        expect(check.ok).toBe(true);
        expect(typeof check.ms).toBe('number');
      }
      expect(Number.isNaN(Date.parse(ready.body.at))).toBe(false);
    } finally {
      await host.stop();
    }
  });

  it('is not ready when the database lacks a migration of this code, and says which check failed', async () => {
    const opened = await createTestContext();
    const host = await startHost({ services: [service], port: 0, host: '127.0.0.1', opened });
    try {
      await opened.database.pool.query(
        'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
      );
      const ready = await report(host, '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body.checks.find((check) => check.name === 'migrations')).toMatchObject({
        ok: false,
        error: 'en attente : des migrations de ce code ne sont pas appliquées à la base (npm run migrate)',
      });
      expect(ready.body.checks.find((check) => check.name === 'base de données')?.ok).toBe(true);
    } finally {
      await host.stop();
    }
  });

  it('turns 503 as soon as it drains at a stop, while still answering, before the stop ends', async () => {
    const host = await startHost({ services: [service], port: 0, host: '127.0.0.1', opened: await createTestContext({ SHUTDOWN_DELAY_S: '1' }) });
    const stopped = host.stop();
    const draining = await until(
      () => report(host, '/readyz'),
      (answer) => answer.status === 503,
    );
    expect(draining.status).toBe(503);
    expect(draining.body.checks.find((check) => check.name === 'arrêt')).toMatchObject({
      ok: false,
      error: 'arrêt en cours : ce processus ne prend plus de nouvelles requêtes',
    });
    // Still alive, and still serving its routes, until the delay is over.
    expect((await report(host, '/healthz')).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${host.port}/api/example/hello`)).status).toBe(200);
    await stopped;
    await expect(fetch(`http://127.0.0.1:${host.port}/readyz`)).rejects.toThrow();
  });

  it('says when the job worker stopped', async () => {
    const { ctx, database, close } = await createTestContext();
    try {
      const worker = await startJobRunner(ctx, database.pool, PLATFORM_JOBS);
      ctx.operations.attachWorker(worker);
      expect((await ctx.operations.readiness()).ready).toBe(true);
      await worker.stop();
      const ready = await ctx.operations.readiness();
      expect(ready.ready).toBe(false);
      expect(ready.checks.find((check) => check.name === 'tâches de fond')).toMatchObject({ ok: false, error: 'le traitement des tâches de fond est arrêté' });
    } finally {
      await close();
    }
  });

  it('stays ready through a database blip, says since when it fails in /readyz and /healthz, and leaves after the grace', async () => {
    const opened = await createTestContext();
    // A pool of its own, ended below: this process's database stops answering, the test's does not.
    const pool = new Pool({ connectionString: opened.database.pool.options.connectionString, max: 1 });
    let clock = 1_000_000;
    const operations = new Operations({ pool, bus: null, redis: false, now: () => clock });
    try {
      expect((await operations.readiness()).ready).toBe(true);
      await pool.end();

      const blip = await operations.readiness();
      expect(blip.ready).toBe(true);
      expect(blip.checks.find((check) => check.name === 'base de données')).toMatchObject({ ok: false });
      expect(blip.checks.find((check) => check.name === 'base de données')?.error).toContain('en échec depuis 0 s, réessayé à chaque sonde');
      // The migrations seen applied stay so while the database does not answer.
      expect(blip.checks.find((check) => check.name === 'migrations')?.ok).toBe(true);
      const health = await operations.health();
      expect(health.ready).toBe(true);
      expect(health.checks.find((check) => check.name === 'base de données')?.ok).toBe(false);

      clock += DATABASE_GRACE_MS;
      const lasting = await operations.readiness();
      expect(lasting.ready).toBe(false);
      expect(lasting.checks.find((check) => check.name === 'base de données')?.error).toContain(`en échec depuis ${DATABASE_GRACE_MS / 1000} s`);
    } finally {
      await opened.close();
    }
  });

  it('answers /readyz at once when it must wait for the migrations (split mode), says why, and serves once they are applied', async () => {
    const opened = await createTestContext();
    const { pool } = opened.database;
    const { rows } = await pool.query<{ hash: string; created_at: string }>(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at::text',
    );
    const port = await freePort();
    const starting = startHost({
      services: [service],
      port,
      host: '127.0.0.1',
      opened,
      migrations: 'await',
      migrationsWait: { withinMs: 60_000, everyMs: 50 },
    });
    let host: RunningHost | undefined;
    try {
      const waiting = await eventually(
        () => report({ port } as RunningHost, '/readyz').catch(() => null),
        (answer) => answer !== null,
        10_000,
      );
      expect(waiting?.status).toBe(503);
      expect(waiting?.body.checks.find((check) => check.name === 'démarrage')).toMatchObject({ ok: false });
      expect(waiting?.body.checks.find((check) => check.name === 'migrations')?.error).toMatch(/^en attente/);
      const api = await fetch(`http://127.0.0.1:${port}/api/example/hello`);
      expect(api.status).toBe(503);
      expect(((await api.json()) as { msg: string }).msg).toContain('Le service démarre');

      // What `npm run migrate` would record: the process goes on by itself.
      await pool.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [rows[0]?.hash, rows[0]?.created_at]);
      host = await starting;
      const ready = await report(host, '/readyz');
      expect(ready.status).toBe(200);
      expect(checkNames(ready.body)).toEqual(['base de données', 'migrations', 'tâches de fond', 'arrêt']);
      expect((await fetch(`http://127.0.0.1:${port}/api/example/hello`)).status).toBe(200);
    } finally {
      if (host) await host.stop();
      else
        await starting.then(
          (started) => started.stop(),
          () => undefined,
        );
    }
  });
});
