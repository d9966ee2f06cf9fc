import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { RegisteredRemote, RemoteBuild, RemoteRoute } from '@canal/contracts';
import { ConfigError, loadConfig } from '@canal/service-core';
import { gatewayAlone } from '../testing/gatewayAlone';
import { publishTestBuild } from '../testing/publishedBuild';
import { rollBack } from './remoteBuilds';

const CHAT: RemoteRoute[] = [{ path: '/GPTPubMed', page: 'ChatPage', access: 'public', menu: 'gpt' }];
const LIVE: RemoteRoute[] = [{ path: '/live/:id', page: 'LivePage', access: 'public', menu: 'home' }];

let remotesDir: string;
beforeEach(() => {
  remotesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-registry-'));
});
afterEach(() => fs.rmSync(remotesDir, { recursive: true, force: true }));

/** The gateway alone over `remotesDir`. */
const gatewayWith = (env: Record<string, string> = {}) =>
  gatewayAlone(loadConfig({ LOG_LEVEL: 'silent', STATIC_ROOT: os.tmpdir(), REMOTES_DIR: remotesDir, ...env })).app;

async function registry(app: ReturnType<typeof gatewayWith>): Promise<Record<string, RegisteredRemote>> {
  const response = await request(app).get('/api/remotes').expect(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  return Object.fromEntries((response.body.remotes as RegisteredRemote[]).map((remote) => [remote.name, remote]));
}

describe('the remote registry (GET /api/remotes)', () => {
  it('names each published remote’s current build, its manifest in the build’s folder, and its routes; a remote never published is absent', async () => {
    const chat = await publishTestBuild(remotesDir, 'chat', { 'remoteEntry.js': 'var chat;' }, CHAT);
    const remotes = await registry(gatewayWith());
    expect(remotes).toEqual({ chat: { name: 'chat', entry: `/remotes/chat/${chat.current}/mf-manifest.json`, version: chat.current, routes: CHAT } });
  });

  it('shows a publication and a rollback at the next call, without a restart', async () => {
    const app = gatewayWith();
    const first = await publishTestBuild(remotesDir, 'chat', { 'remoteEntry.js': 'var chat = 1;' }, CHAT);
    expect((await registry(app)).chat.version).toBe(first.current);
    const withPage = [...CHAT, { path: '/GPTPubMed/essai', page: 'EssaiPage', access: 'public' as const }];
    const second = await publishTestBuild(remotesDir, 'chat', { 'remoteEntry.js': 'var chat = 2;' }, withPage);
    expect((await registry(app)).chat).toMatchObject({ version: second.current, routes: withPage });
    await rollBack(remotesDir, 'chat');
    expect((await registry(app)).chat).toMatchObject({ version: first.current, entry: `/remotes/chat/${first.current}/mf-manifest.json`, routes: CHAT });
  });

  it('keeps giving a remote’s last known routes when its current routes.json cannot be read, so its pages show the unavailable view', async () => {
    const first = await publishTestBuild(remotesDir, 'chat', { 'remoteEntry.js': 'var chat = 1;' }, CHAT);
    const app = gatewayWith();
    expect((await registry(app)).chat.routes).toEqual(CHAT);
    const second = await publishTestBuild(remotesDir, 'chat', { 'remoteEntry.js': 'var chat = 2;' }, [
      ...CHAT,
      ...LIVE.map((route) => ({ ...route, path: '/autre' })),
    ]);
    fs.writeFileSync(path.join(remotesDir, 'chat', second.current ?? '', 'routes.json'), '{ pas du json');
    // This process read the first build's routes last; the manifest is the current build's.
    expect((await registry(app)).chat).toEqual({
      name: 'chat',
      entry: `/remotes/chat/${second.current}/mf-manifest.json`,
      version: first.current,
      routes: CHAT,
    });
    // A gateway just started has no memory: the previous build's routes.
    expect((await registry(gatewayWith())).chat).toMatchObject({ version: first.current, routes: CHAT });
  });

  it('keeps a path declared by two remotes for the first one only', async () => {
    await publishTestBuild(remotesDir, 'live', { 'remoteEntry.js': 'var live;' }, LIVE);
    await publishTestBuild(remotesDir, 'chat', { 'remoteEntry.js': 'var chat;' }, [...CHAT, { ...LIVE[0], page: 'ChatPage' }]);
    const remotes = await registry(gatewayWith());
    expect(remotes.live.routes).toEqual(LIVE);
    expect(remotes.chat.routes).toEqual(CHAT);
  });

  it('refuses a REMOTES that is not a JSON object of manifest URLs, saying so in French', () => {
    expect(() => gatewayWith({ REMOTES: 'https://cdn.example.org/live/mf-manifest.json' })).toThrow(ConfigError);
    expect(() => gatewayWith({ REMOTES: '{"live": 3}' })).toThrow(/REMOTES: doit être un objet JSON/);
  });
});

describe('a remote served from elsewhere (REMOTES)', () => {
  let server: http.Server;
  let origin: string;
  let served: RemoteBuild | null;

  beforeEach(async () => {
    served = { remote: 'live', version: 'cdn-1', routes: LIVE };
    server = http.createServer((req, res) => {
      if (req.url !== '/live/routes.json' || served === null) {
        res.writeHead(404).end();
        return;
      }
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(served));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('is given with its manifest URL, and the version and routes of the routes.json beside it', async () => {
    await publishTestBuild(remotesDir, 'chat', { 'remoteEntry.js': 'var chat;' }, CHAT);
    const remotes = await registry(gatewayWith({ REMOTES: JSON.stringify({ live: `${origin}/live/mf-manifest.json` }) }));
    expect(remotes.live).toEqual({ name: 'live', entry: `${origin}/live/mf-manifest.json`, version: 'cdn-1', routes: LIVE });
    expect(remotes.chat.entry).toMatch(/^\/remotes\/chat\/\w+\/mf-manifest\.json$/);
  });

  it('whose routes.json was never read (its server down since the gateway started) has the routes of the gateway’s own published build', async () => {
    served = null;
    const local = await publishTestBuild(remotesDir, 'live', { 'remoteEntry.js': 'var live;' }, LIVE);
    const remotes = await registry(gatewayWith({ REMOTES: JSON.stringify({ live: `${origin}/live/mf-manifest.json` }) }));
    expect(remotes.live).toEqual({ name: 'live', entry: `${origin}/live/mf-manifest.json`, version: local.current, routes: LIVE });
  });
});
