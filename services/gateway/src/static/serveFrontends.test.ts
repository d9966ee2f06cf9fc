import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createLogger, loadConfig } from '@canal/service-core';
import { createGateway } from '../createGateway';
import { ALL_SERVICES } from '../routing/allServices';
import { buildRouteTable } from '../routing/routeTable';

/** A built shell and one built remote (live); the others are not built. */
function gateway() {
  const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-static-'));
  fs.mkdirSync(path.join(staticRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(staticRoot, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(staticRoot, 'mfe-live', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(staticRoot, 'mfe-live', 'dist', 'remoteEntry.js'), 'var live;');
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_ROOT: staticRoot });
  const closed = 'http://127.0.0.1:9';
  return createGateway(config, createLogger('silent'), {
    kind: 'proxy',
    table: buildRouteTable(ALL_SERVICES),
    urls: { public: closed, live: closed, staff: closed, media: closed, chat: closed },
  }).app;
}

describe('the remotes’ files', () => {
  const app = gateway();

  it('serves a built file', async () => {
    const response = await request(app).get('/remotes/live/remoteEntry.js').expect(200);
    expect(response.text).toBe('var live;');
  });

  it.each([
    '/remotes/live/absent.js',
    '/remotes/live/chunks/absent.js',
    '/remotes/media/remoteEntry.js',
    '/remotes/inconnu/remoteEntry.js',
    '/remotes/live/',
    '/remotes/live/..%2F..%2Fshell%2Fdist%2Findex.html',
  ])('answers a missing file %s with a French 404, not 500', async (url) => {
    const response = await request(app).get(url);
    expect(response.status).toBe(404);
    expect(response.body.log).toMatch(/^Fichier introuvable/);
  });

  it('answers a malformed address with a French 400', async () => {
    const response = await request(app).get('/remotes/live/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.body.log).toMatch(/Adresse invalide/);
  });
});
