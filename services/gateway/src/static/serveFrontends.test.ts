import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { loadConfig } from '@canal/service-core';
import { binaryBody } from '@canal/service-core/testing';
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

describe('pages: the shell’s index.html, with the status of the page it draws', () => {
  let app: Awaited<ReturnType<typeof gateway>>['app'];
  beforeAll(async () => {
    const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-static-'));
    fs.mkdirSync(path.join(staticRoot, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(staticRoot, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
    // The build copies shell/public into the shell's dist: the real icon.
    fs.copyFileSync(path.join(__dirname, '../../../../shell/public/favicon.ico'), path.join(staticRoot, 'shell', 'dist', 'favicon.ico'));
    const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_ROOT: staticRoot });
    await publishTestBuild(config.remotesDir, 'live', { 'remoteEntry.js': 'var live;' }, [
      { path: '/live/:id', page: 'LivePage', access: 'loggedIn' },
      { path: '/:universe/event/:id', page: 'EventPage', access: 'public' },
      { path: '/staff/:module/:sub/edit/:id', page: 'EditPage', access: 'loggedIn' },
      { path: '/', page: 'HomePage', access: 'public' },
    ]);
    app = gatewayAlone(config).app;
  });

  it.each(['/', '/live/12', '/LIVE/12/', '/pneumologie/event/3', '/staff/quiz/4/edit/9', '/live/12?utm_source=lettre'])(
    'answers 200 at a page a remote declares (%s)',
    async (url) => {
      const response = await request(app).get(url).set('Accept', 'text/html');
      expect([url, response.status]).toEqual([url, 200]);
      expect(response.text).toBe('<!doctype html><div id="root"></div>');
    },
  );

  it.each(['/nimporte/quoi', '/live', '/live/12/suite', '/pneumologie/event', '/wp-login.php', '/index.php'])(
    'answers 404 with the same page at an address no remote declares (%s): the shell draws its 404 page',
    async (url) => {
      const response = await request(app).get(url).set('Accept', 'text/html');
      expect([url, response.status]).toEqual([url, 404]);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.text).toBe('<!doctype html><div id="root"></div>');
      // A missing page is never answered 304, whatever the browser holds.
      const again = await request(app).get(url).set('If-None-Match', String(response.headers.etag));
      expect(again.status).toBe(404);
    },
  );

  it('answers /favicon.ico with an icon, not the page', async () => {
    const response = await request(app).get('/favicon.ico').buffer(true).parse(binaryBody).expect(200);
    expect(response.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    const icon = response.body as Buffer;
    // An ICO file: reserved 0, type 1 (icon), then its images.
    expect([icon.readUInt16LE(0), icon.readUInt16LE(2), icon.readUInt16LE(4)]).toEqual([0, 1, 3]);
  });
});
