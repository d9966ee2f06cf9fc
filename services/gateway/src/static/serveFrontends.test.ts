import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { loadConfig } from '@canal/service-core';
import { gatewayAlone } from '../testing/gatewayAlone';
import { publishTestBuild } from '../testing/publishedBuild';

/** A built shell and one published remote (live); the others are not built. */
async function gateway() {
  const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-static-'));
  fs.mkdirSync(path.join(staticRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(staticRoot, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_ROOT: staticRoot });
  const { current } = await publishTestBuild(config.remotesDir, 'live', { 'remoteEntry.js': 'var live;', 'mf-manifest.json': '{"id":"live"}' });
  return { app: gatewayAlone(config).app, version: current ?? '' };
}

describe('the remotes’ files', () => {
  let built: Awaited<ReturnType<typeof gateway>>;
  beforeAll(async () => {
    built = await gateway();
  });

  it('serves a published build’s files from its version’s folder, cached for a year since the folder never changes', async () => {
    const entry = await request(built.app).get(`/remotes/live/${built.version}/remoteEntry.js`).expect(200);
    expect(entry.text).toBe('var live;');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await request(built.app).get(`/remotes/live/${built.version}/mf-manifest.json`).expect(200);
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
  });

  it.each([
    () => '/remotes/live/absent.js',
    () => `/remotes/live/${built.version}/absent.js`,
    () => `/remotes/live/${built.version}/chunks/absent.js`,
    () => '/remotes/live/current',
    () => '/remotes/live/current/',
    () => '/remotes/media/remoteEntry.js',
    () => '/remotes/inconnu/remoteEntry.js',
    () => '/remotes/live/',
    () => `/remotes/live/${built.version}/..%2F..%2F..%2Fshell%2Fdist%2Findex.html`,
  ])('answers a missing file, a pointer or an escape (%#) with a French 404, not 500', async (url) => {
    const response = await request(built.app).get(url());
    expect([url(), response.status]).toEqual([url(), 404]);
    expect(response.body.log).toMatch(/^Fichier introuvable/);
  });

  it('answers a malformed address with a French 400', async () => {
    const response = await request(built.app).get(`/remotes/live/${built.version}/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(response.body.log).toMatch(/Adresse invalide/);
  });
});
