import { z } from 'zod';
import { defineEndpoint } from '@canal/contracts';
import { defineService } from '../host/defineService';
import { PLATFORM_JOBS } from '../host/platformJobs';
import { startJobRunner } from '../jobs/pgJobs';
import { startHost, type RunningHost } from '../host/startHost';
import { defineRoute } from '../routes/defineRoute';
import { createTestContext } from '../testing/createTestContext';
import { eventually } from '../testing/eventually';
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
        error: 'des migrations de ce code ne sont pas appliquées à la base',
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
});
