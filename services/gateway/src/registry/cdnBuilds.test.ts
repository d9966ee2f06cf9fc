import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RemoteBuild } from '@canal/contracts';
import { createLogger, type Logger } from '@canal/service-core';
import { eventually } from '@canal/service-core/testing';
import { cdnBuildReader } from './cdnBuilds';

const build = (version: string): RemoteBuild => ({ remote: 'live', version, routes: [{ path: '/live/:id', page: 'LivePage', access: 'public' }] });

/** Reads until the answer is the one expected (the reader refreshes in the background). */
const until = (read: () => Promise<RemoteBuild | null>, version: string) => eventually(read, (answer) => answer?.version === version, 10_000);

describe('the routes.json of a remote served from elsewhere', () => {
  let server: http.Server;
  let origin: string;
  let served: { status: number; body: string };
  const asked = new Map<string, number>();
  const warnings: string[] = [];
  const logger: Logger = { ...createLogger('silent'), warn: (message) => void warnings.push(message) };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      asked.set(req.url ?? '', (asked.get(req.url ?? '') ?? 0) + 1);
      res.writeHead(served.status, { 'Content-Type': 'application/json' }).end(served.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('is waited for once, then given at once and asked again in the background; a failing server leaves the last one given', async () => {
    const url = `${origin}/live/routes.json`;
    served = { status: 200, body: JSON.stringify(build('v1')) };
    const reader = cdnBuildReader(logger, 0);
    await expect(reader.read(url)).resolves.toEqual(build('v1'));

    served = { status: 200, body: JSON.stringify(build('v2')) };
    await expect(reader.read(url)).resolves.toEqual(build('v1'));
    expect((await until(() => reader.read(url), 'v2'))?.version).toBe('v2');

    served = { status: 503, body: '{}' };
    const before = asked.get('/live/routes.json') ?? 0;
    // Every read meanwhile still answers the last good build.
    await eventually(
      async () => {
        expect((await reader.read(url))?.version).toBe('v2');
        return warnings.length;
      },
      (count) => count > 0,
      10_000,
    );
    expect(asked.get('/live/routes.json')).toBeGreaterThan(before);
    expect(warnings).toContain('remote routes not read from their server');
    await expect(reader.read(url)).resolves.toEqual(build('v2'));
  });

  it('does not ask again before its refresh delay, and gives nothing for a routes.json that is not one', async () => {
    const url = `${origin}/media/routes.json`;
    served = { status: 200, body: JSON.stringify({ remote: 'media', routes: 'aucune' }) };
    const reader = cdnBuildReader(logger, 60_000);
    await expect(reader.read(url)).resolves.toBeNull();
    await expect(reader.read(url)).resolves.toBeNull();
    expect(asked.get('/media/routes.json')).toBe(1);
  });
});
