import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { RemoteRoute } from '@canal/contracts';
import { loadConfig } from '@canal/service-core';
import { gatewayAlone } from '../testing/gatewayAlone';
import { publishTestBuild } from '../testing/publishedBuild';

const STAFF: RemoteRoute[] = [
  { path: '/api/_logs', page: 'LogsPage', access: 'admin' },
  { path: '/staff/tools/logs', page: 'LogsPage', access: 'admin' },
];
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let root: string;
let app: ReturnType<typeof gatewayAlone>['app'];
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-api-pages-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root">shell</div>');
  const remotesDir = path.join(root, 'remotes');
  await publishTestBuild(remotesDir, 'staff', { 'remoteEntry.js': 'var staff;' }, STAFF);
  app = gatewayAlone(loadConfig({ LOG_LEVEL: 'silent', STATIC_ROOT: root, REMOTES_DIR: remotesDir })).app;
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('API addresses that are also pages (the admin’s /api/_logs, /api/_cron/mail, /api/_exports)', () => {
  it('give a browser opening them the shell, which draws the page a remote declared there', async () => {
    const navigation = await request(app).get('/api/_logs').set('Accept', BROWSER_ACCEPT).set('Sec-Fetch-Mode', 'navigate').expect(200);
    expect(navigation.headers['content-type']).toContain('text/html');
    expect(navigation.text).toContain('<div id="root">shell</div>');
    // A page's policy (its scripts, its socket, its framing), not an API answer's that allows nothing.
    expect(navigation.headers['content-security-policy']).toContain("script-src 'self'");
    expect(navigation.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Without the fetch metadata (an older browser): the Accept header says it.
    expect((await request(app).get('/api/_logs').set('Accept', BROWSER_ACCEPT).expect(200)).text).toContain('shell');
  });

  it('stay the API for the page’s own calls and for any client that asks for JSON', async () => {
    for (const headers of [{ Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' }, { Accept: '*/*' }, { Accept: 'application/json' }]) {
      const call = await request(app).get('/api/_logs').set(headers);
      // The gateway alone proxies to a closed port: what matters is that it did not answer HTML itself.
      expect(call.headers['content-type'] ?? '').not.toContain('text/html');
      expect(call.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    }
  });

  it('never answer HTML at an API address no remote declares as a page', async () => {
    const other = await request(app).get('/api/account/list').set('Accept', BROWSER_ACCEPT).set('Sec-Fetch-Mode', 'navigate');
    expect(other.headers['content-type'] ?? '').not.toContain('text/html');
  });
});
