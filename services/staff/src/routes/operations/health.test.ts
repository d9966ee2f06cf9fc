import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineJob, runDueJobs, writeBackup } from '@canal/service-core';
import { getAs, postAs, staffTestBed } from '../../testSupport';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-ops-'));
const bed = staffTestBed(['admin', 'buadm'], { DATA_DIR: dataDir });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const failing = defineJob({
  name: 'essai:echec',
  run() {
    return Promise.reject(new Error('SMTP injoignable\nà la ligne suivante, rien'));
  },
});

describe('GET /api/_ops/health and POST /api/_ops/jobs/retry', () => {
  it('shows each service’s readiness, the outbox backlog and the last backup', async () => {
    await bed.t.ctx.outbox.send({ to: 'medecin@exemple.fr', subject: 'Rappel', text: 'Bonjour' });
    let data = (await getAs(bed.t.app, bed.as.admin, '/api/_ops/health').expect(200)).body.data;
    expect(data.mode).toBe('all-in-one');
    expect(data.services.map((service: { service: string }) => service.service)).toEqual(['public', 'live', 'staff', 'media', 'chat']);
    expect(data.services[0]).toMatchObject({ ready: true, checks: expect.arrayContaining([expect.objectContaining({ name: 'base de données', ok: true })]) });
    expect(data.outbox).toEqual({ backlog: 1, oldestSeconds: expect.any(Number), delivers: false });
    expect(data.backups).toEqual({ last: null, keep: 7 });

    await writeBackup({ pool: bed.t.database.pool, dataDir, backupDir: path.join(dataDir, 'backups'), now: new Date('2026-11-22T02:30:00Z') });
    data = (await getAs(bed.t.app, bed.as.admin, '/api/_ops/health').expect(200)).body.data;
    expect(data.backups.last).toEqual({ name: 'canal-pneumo-2026-11-22T02-30-00Z.tar.gz', bytes: expect.any(Number), takenAt: '2026-11-22T02:30:00.000Z' });
  });

  it('lists a job that failed for good with its last error, and runs it again with « Relancer »', async () => {
    await bed.t.ctx.jobs.add(failing.name, {}, { maxAttempts: 1 });
    await runDueJobs(bed.t.ctx, bed.t.database.pool, [failing]);
    const before = (await getAs(bed.t.app, bed.as.admin, '/api/_ops/health').expect(200)).body.data.jobs;
    const [job] = before.failed;
    expect(job).toMatchObject({ task: 'essai:echec', attempts: 1, lastError: 'SMTP injoignable' });
    expect(before.tasks).toContainEqual({
      task: 'essai:echec',
      counts: { waiting: 0, scheduled: 0, running: 0, retrying: 0, failed: 1 },
      lastError: 'SMTP injoignable',
    });

    expect((await postAs(bed.t.app, bed.as.admin, '/api/_ops/jobs/retry', { id: job.id }).expect(200)).body).toEqual({ retry: 'complete' });
    const after = (await getAs(bed.t.app, bed.as.admin, '/api/_ops/health').expect(200)).body.data.jobs;
    expect(after.failed).toEqual([]);
    expect(after.tasks.find((task: { task: string }) => task.task === 'essai:echec').counts.failed).toBe(0);
    // Once relaunched it is no longer in failure: a second click says so.
    expect((await postAs(bed.t.app, bed.as.admin, '/api/_ops/jobs/retry', { id: job.id }).expect(404)).body.log).toBe(
      'Cette tâche n’est pas en échec définitif (déjà relancée, ou terminée).',
    );
  });

  it('does not count a job held by a dead worker as running, and « Relancer » takes it', async () => {
    const held = defineJob({ name: 'essai:orphelin', run: () => Promise.resolve() });
    await bed.t.ctx.jobs.add(held.name, {});
    // As a worker killed mid-job leaves it: locked, its attempt counted, its lock no longer stamped.
    await bed.t.database.pool.query(
      `update graphile_worker._private_jobs set locked_by = 'worker-tue', locked_at = now() - interval '5 minutes', attempts = 1
        where task_id = (select id from graphile_worker._private_tasks where identifier = $1)`,
      [held.name],
    );
    const before = (await getAs(bed.t.app, bed.as.admin, '/api/_ops/health').expect(200)).body.data.jobs;
    expect(before.tasks).toContainEqual({ task: 'essai:orphelin', counts: { waiting: 0, scheduled: 0, running: 0, retrying: 0, failed: 1 }, lastError: null });
    const job = before.failed.find((failed: { task: string }) => failed.task === 'essai:orphelin');
    expect(job).toMatchObject({ attempts: 1, lastError: null });

    expect((await postAs(bed.t.app, bed.as.admin, '/api/_ops/jobs/retry', { id: job.id }).expect(200)).body).toEqual({ retry: 'complete' });
    const after = (await getAs(bed.t.app, bed.as.admin, '/api/_ops/health').expect(200)).body.data.jobs;
    expect(after.tasks).toContainEqual({ task: 'essai:orphelin', counts: { waiting: 1, scheduled: 0, running: 0, retrying: 0, failed: 0 }, lastError: null });
    await runDueJobs(bed.t.ctx, bed.t.database.pool, [held]);
    const left = await bed.t.database.pool.query(`select id from graphile_worker.jobs where task_identifier = $1`, [held.name]);
    expect(left.rows).toEqual([]);
  });

  it('is for admins only, and refuses a bad id in French', async () => {
    await getAs(bed.t.app, bed.as.buadm, '/api/_ops/health').expect(403);
    await postAs(bed.t.app, bed.as.buadm, '/api/_ops/jobs/retry', { id: '1' }).expect(403);
    expect((await postAs(bed.t.app, bed.as.admin, '/api/_ops/jobs/retry', { id: "1' or 1=1" }).expect(400)).body.log).toContain('Tâche inconnue.');
  });
});
