import request from 'supertest';
import { CHAT_SOCKET_PATH } from '@canal/contracts';
import { SOCKET_PATH } from '@canal/service-core';
import { createTestContext } from '@canal/service-core/testing';
import type { OpenedContext } from '@canal/service-core';
import { inProcessGateway } from '../inProcessGateway';
import { ALL_SERVICES } from './allServices';
import { buildRouteTable } from './routeTable';

const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '1');

describe('the routing table, derived from the routes the services declare', () => {
  const table = buildRouteTable(ALL_SERVICES);

  it('sends every declared route to its own service, and nothing undeclared anywhere', () => {
    expect(table.entries.length).toBeGreaterThan(20);
    for (const { path, service } of table.entries) expect([path, table.serviceFor(concrete(path))]).toEqual([path, service]);
    expect(table.serviceFor('/api/nothing/here')).toBeNull();
    expect(table.serviceFor('/replays/3')).toBeNull();
  });

  it('declares no path twice', () => {
    const seen = new Map<string, string>();
    for (const { path, service } of table.entries) {
      const key = concrete(path);
      expect([key, seen.get(key) ?? service]).toEqual([key, service]);
      seen.set(key, service);
    }
  });

  it('sends each socket.io path to the service whose namespaces it serves, and refuses two services on one path', () => {
    const namespace = (name: string) => [{ name, setup: () => undefined }];
    const withSockets = buildRouteTable([
      { name: 'live', routes: [], namespaces: namespace('/participant') },
      { name: 'chat', routes: [], namespaces: namespace('/chat'), socketPath: '/api/gpt/socket.io' },
    ]);
    expect(withSockets.serviceFor(`${SOCKET_PATH}/`)).toBe('live');
    expect(withSockets.serviceFor('/api/gpt/socket.io/')).toBe('chat');
    expect(table.serviceFor(`${SOCKET_PATH}/`)).toBe('live');
    expect(table.serviceFor(`${CHAT_SOCKET_PATH}/`)).toBe('chat');
    expect(() =>
      buildRouteTable([
        { name: 'live', routes: [], namespaces: namespace('/participant') },
        { name: 'chat', routes: [], namespaces: namespace('/chat') },
      ]),
    ).toThrow('Chemin socket.io /socket.io déclaré par live et chat : donnez à l’un son propre socketPath.');
  });

  describe('through the in-process gateway', () => {
    let opened: OpenedContext;
    beforeAll(async () => {
      opened = await createTestContext();
    });
    afterAll(() => opened.close());

    it('reaches the service that declared each route (its X-Canal-Service answer header)', async () => {
      const gateway = inProcessGateway(opened.ctx);
      for (const { path, service } of table.entries) {
        const route = ALL_SERVICES.flatMap((each) => each.routes).find((each) => each.path === path);
        const call = route?.method === 'post' ? request(gateway).post(concrete(path)).type('form').send({}) : request(gateway).get(concrete(path));
        const response = await call;
        expect([path, response.headers['x-canal-service']]).toEqual([path, service]);
      }
    });

    it('answers an undeclared API path itself, in French', async () => {
      const response = await request(inProcessGateway(opened.ctx)).get('/api/nothing/here').expect(404);
      expect(response.headers['x-canal-service']).toBeUndefined();
      expect(response.body.log).toBe('Adresse inconnue : GET /api/nothing/here');
    });
  });
});
