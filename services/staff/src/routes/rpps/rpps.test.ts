import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { staffApi } from '@canal/contracts';
import { runDueJobs } from '@canal/service-core';
import { directoryVerdict, SAMPLE_DIRECTORY_FILE } from '@canal/domain';
import { eventually, type TestSession } from '@canal/service-core/testing';
import { getAs, loginAs, openEmptyTestApp, postAs, type TestApp } from '../../testSupport';
import { rppsImportJob } from '../../rpps/rppsImportJob';

let t: TestApp;
let admin: TestSession;
let dataDir: string;
let sample: Buffer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rpps-'));
  t = await openEmptyTestApp({ DATA_DIR: dataDir, RPPS_IMPORT_FILE: SAMPLE_DIRECTORY_FILE });
  admin = await loginAs(t.ctx, 'admin');
  sample = await readFile(SAMPLE_DIRECTORY_FILE);
});
afterAll(async () => {
  await t.database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (session: TestSession, body: Buffer, name = 'PS_LibreAcces_Personne_activite.txt') =>
  request(t.app)
    .post(`/api/rpps/upload?name=${encodeURIComponent(name)}`)
    .set('Cookie', session.cookie)
    .set('X-CSRF-Token', session.csrf)
    .set('Content-Type', 'text/plain')
    .send(body);

const status = async () => staffApi.rppsImports.output.parse((await getAs(t.app, admin, '/api/rpps/imports').expect(200)).body);
const runJobs = () => runDueJobs(t.ctx, t.database.pool, [rppsImportJob]);
const lucie = () => directoryVerdict(t.ctx.db, { kind: 'rpps', number: '10101010105', lastname: 'Durand', firstname: 'Lucie', job: 'es10' });

describe('/staff/tools/rpps: importing the RPPS directory', () => {
  it('is for admins only', async () => {
    const buadm = await loginAs(t.ctx, 'buadm');
    expect((await upload(buadm, sample)).status).toBe(403);
    expect((await getAs(t.app, buadm, '/api/rpps/imports')).status).toBe(403);
    expect((await postAs(t.app, buadm, '/api/rpps/import', {})).status).toBe(403);
  });

  it('takes an uploaded extraction, imports it in a job with its progress, and removes the upload', async () => {
    expect((await status()).directoryLines).toBe(0);
    const response = await upload(admin, sample);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ rpps: 'queued' });
    const [queued] = (await status()).imports;
    expect(queued).toMatchObject({ source: 'PS_LibreAcces_Personne_activite.txt', status: 'queued', bytesTotal: sample.length, bytesRead: 0 });
    // One import at a time.
    const second = await upload(admin, sample);
    expect(second.status).toBe(409);
    expect(second.body.log).toBe('Un import de l’annuaire RPPS est déjà en cours : attendez qu’il se termine.');
    expect((await postAs(t.app, admin, '/api/rpps/import', {})).status).toBe(409);

    await runJobs();
    const after = await status();
    expect(after.imports[0]).toMatchObject({ status: 'done', bytesRead: sample.length, bytesTotal: sample.length, lines: 9, error: null });
    expect(after.directoryLines).toBe(9);
    expect(await lucie()).toMatchObject({ verified: true });
    expect(await readdir(path.join(dataDir, 'rpps'))).toEqual([]);
  });

  it('removes the file of an upload refused because another one was recorded while it arrived', async () => {
    const server = http.createServer(t.app).listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      // The first upload passes the one-import check, then its bytes arrive slowly.
      const slow = http.request({
        port,
        method: 'POST',
        path: '/api/rpps/upload?name=lent.txt',
        headers: { Cookie: admin.cookie, 'X-CSRF-Token': admin.csrf, 'Content-Type': 'text/plain', 'Content-Length': sample.length },
      });
      const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
        slow.on('response', (response) => {
          let body = '';
          response.on('data', (part: Buffer) => (body += part.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        slow.on('error', reject);
      });
      slow.write(sample.subarray(0, 10));
      await eventually(
        () => readdir(path.join(dataDir, 'rpps')).catch(() => []),
        (files) => files.length === 1,
        10_000,
      );
      // Meanwhile a second upload is recorded.
      await upload(admin, sample, 'rapide.txt').expect(200);
      slow.end(sample.subarray(10));
      const refused = await answered;
      expect(refused.status).toBe(409);
      expect(JSON.parse(refused.body).log).toBe('Un import de l’annuaire RPPS est déjà en cours : attendez qu’il se termine.');
      // Only the recorded upload's file is left, and the job removes it.
      expect(await readdir(path.join(dataDir, 'rpps'))).toHaveLength(1);
      await runJobs();
      expect(await readdir(path.join(dataDir, 'rpps'))).toEqual([]);
      expect((await status()).imports[0]).toMatchObject({ source: 'rapide.txt', status: 'done' });
    } finally {
      server.close();
    }
  });

  it('imports the server’s own file (RPPS_IMPORT_FILE) and keeps it', async () => {
    expect((await status()).serverFile).toBe(SAMPLE_DIRECTORY_FILE);
    const response = await postAs(t.app, admin, '/api/rpps/import', {}).expect(200);
    expect(response.body).toMatchObject({ rpps: 'queued' });
    await runJobs();
    expect((await status()).imports[0]).toMatchObject({ source: SAMPLE_DIRECTORY_FILE, status: 'done', lines: 9 });
    expect((await readFile(SAMPLE_DIRECTORY_FILE)).length).toBe(sample.length);
  });

  it('records a file that is not the extraction as failed, in French, and keeps the directory in service', async () => {
    await upload(admin, Buffer.from('nom;prenom;rpps\nDurand;Lucie;10101010105\n'), 'annuaire.csv').expect(200);
    await runJobs();
    expect((await status()).imports[0]).toMatchObject({
      source: 'annuaire.csv',
      status: 'failed',
      error: 'Ce fichier n’est pas l’extraction RPPS attendue : la colonne « Identification nationale PP » manque à sa première ligne.',
    });
    expect(await lucie()).toMatchObject({ verified: true });
    expect((await upload(admin, Buffer.alloc(0))).status).toBe(400);
  });
});
