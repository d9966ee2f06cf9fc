import request from 'supertest';
import { isAllowed, type Principal } from '@canal/contracts';
import { GUARD_HEADER, type ApiRoute } from '@canal/service-core';
import { createTestContext, makeUser, sessionFor, type TestSession } from '@canal/service-core/testing';
import { routes as chatRoutes } from '@canal/service-chat';
import { routes as liveRoutes } from '@canal/service-live';
import { routes as mediaRoutes } from '@canal/service-media';
import { routes as publicRoutes } from '@canal/service-public';
import { routes as staffRoutes } from '@canal/service-staff';
import { inProcessGateway } from './inProcessGateway';

/** Every role and staff sub-role, each with a user made for it (the visitor has an anonymous session). */
const PRINCIPALS: Array<{ who: string; principal: Principal }> = [
  { who: 'visitor', principal: { role: 'visitor', subRole: null } },
  { who: 'member', principal: { role: 'member', subRole: null } },
  { who: 'speaker', principal: { role: 'speaker', subRole: null } },
  { who: 'staff buadm', principal: { role: 'staff', subRole: 'buadm' } },
  { who: 'staff buadmCtr', principal: { role: 'staff', subRole: 'buadmCtr' } },
  { who: 'staff mod', principal: { role: 'staff', subRole: 'mod' } },
  { who: 'staff invit', principal: { role: 'staff', subRole: 'invit' } },
  { who: 'admin', principal: { role: 'admin', subRole: null } },
];

const ALL_ROUTES: ApiRoute[] = [...publicRoutes, ...liveRoutes, ...staffRoutes, ...mediaRoutes, ...chatRoutes];

const concretePath = (route: ApiRoute) => route.samplePath ?? route.path.replace(/:[A-Za-z]+/g, '1');

describe('the permission table, enforced by the server on every API route', () => {
  let gateway: ReturnType<typeof inProcessGateway>;
  let sessions: Map<string, TestSession>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // Every route times eight principals from one address: well above the per-address limit a user meets.
    const { ctx, database } = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
    gateway = inProcessGateway(ctx);
    sessions = new Map();
    for (const { who, principal } of PRINCIPALS) {
      const user = principal.role === 'visitor' ? null : await makeUser(ctx, { role: principal.role, subRole: principal.subRole });
      sessions.set(who, await sessionFor(ctx, user?.email ?? null));
    }
    close = () => database.close();
  });

  afterAll(() => close());

  it('lists routes from every service', () => {
    expect(ALL_ROUTES.length).toBeGreaterThan(15);
  });

  for (const route of ALL_ROUTES) {
    it(`${route.method.toUpperCase()} ${route.path} (${route.access})`, async () => {
      for (const { who, principal } of PRINCIPALS) {
        const session = sessions.get(who) as TestSession;
        const call = route.method === 'get' ? request(gateway).get(concretePath(route)) : request(gateway).post(concretePath(route)).type('form').send({});
        const response = await call.set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf);
        const refusedByGuard = response.headers[GUARD_HEADER] === route.access;
        const expected = isAllowed(route.access, principal);
        if (expected === refusedByGuard) {
          throw new Error(`${who}: expected ${expected ? 'allowed' : 'refused'}, got ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
        }
        if (refusedByGuard) {
          expect(response.status).toBe(principal.role === 'visitor' ? 401 : 403);
          expect(typeof response.body.log).toBe('string');
        }
      }
    });
  }
});
