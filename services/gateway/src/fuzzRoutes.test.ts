import zlib from 'node:zlib';
import request from 'supertest';
import { z } from 'zod';
import type { ApiRoute } from '@canal/service-core';
import { createTestContext, makeEvent, makeSubscription, makeTheme, makeUser, sessionFor } from '@canal/service-core/testing';
import { routes as chatRoutes } from '@canal/service-chat';
import { routes as liveRoutes } from '@canal/service-live';
import { routes as mediaRoutes } from '@canal/service-media';
import { routes as publicRoutes } from '@canal/service-public';
import { routes as staffRoutes } from '@canal/service-staff';
import { inProcessGateway } from './inProcessGateway';

/**
 * What an attacker sends to make a server answer 500 (an unhandled error, a stack in a log, a
 * query PostgreSQL refuses), sent to every declared route through the in-process gateway, as a
 * visitor and as an admin. Every answer must be below 500, and a refusal must say why in `log`, in French
 * (no parser's English, no stack).
 */
const ALL_ROUTES: ApiRoute[] = [...publicRoutes, ...liveRoutes, ...staffRoutes, ...mediaRoutes, ...chatRoutes];

/** Values for path parameters, written as they travel (percent-encoding included). */
const PATH_VALUES = ['%E0%A4%A', '%00', 'a%00b', '9999999999', '-1', '1e3', '__proto__', 'constructor', 'toString', '%2e%2e%2f%2e%2e%2fetc', 'x'.repeat(300)];

/** Values for query and body fields. */
const FIELD_VALUES = [
  '\u0000',
  'a\u0000b',
  '9999999999',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '%E0%A4%A',
  '',
  'x'.repeat(3000),
];

/** Field names most routes read, beside those their endpoint declares. */
const COMMON_FIELDS = [
  'id',
  'account',
  'q',
  'view',
  'pp',
  'pl',
  'sf',
  'sw',
  'ff',
  'fv',
  'format',
  'f',
  'm',
  'action',
  'key',
  'k',
  'email',
  'password',
  'status',
  'fsubmit',
  'api',
  'page',
  'event',
];

/** A refusal written for a developer, not for a doctor: English words of parsers and runtimes, or a stack. */
const MACHINE_TEXT = /\b(invalid|expected|required|received|undefined|null|cannot|unexpected|string|number|object|array)\b|\n\s+at |[{}]/i;
const isMachineText = (log: string) => MACHINE_TEXT.test(log);

const concretePath = (route: ApiRoute, value = '1') => (route.samplePath ?? route.path).replace(/:[A-Za-z]+/g, value);

function inputFields(route: ApiRoute): string[] {
  const input = route.endpoint?.input;
  const shape = input instanceof z.ZodObject ? Object.keys(input.shape) : [];
  return [...new Set([...COMMON_FIELDS, ...shape])];
}

/** The field names of the form a POST route answers (its GET twin's definition), when it is a form. */
async function formFieldsOf(app: ReturnType<typeof inProcessGateway>, route: ApiRoute, cookie: string): Promise<{ fsubmit: string; fields: string[] } | null> {
  if (route.method !== 'post' || !ALL_ROUTES.some((other) => other.method === 'get' && other.path === route.path)) return null;
  const response = await request(app).get(concretePath(route)).set('Cookie', cookie);
  const data = (response.body as { data?: { fsubmit?: unknown; fields?: Array<{ items?: Array<{ id: string; name?: string }> }> } }).data;
  if (typeof data?.fsubmit !== 'string' || !Array.isArray(data.fields)) return null;
  return { fsubmit: data.fsubmit, fields: data.fields.flatMap((group) => (group.items ?? []).map((field) => field.name ?? field.id)) };
}

interface Probe {
  what: string;
  send(): request.Test;
}

function probesFor(
  app: ReturnType<typeof inProcessGateway>,
  route: ApiRoute,
  auth: { cookie: string; csrf: string },
  form: { fsubmit: string; fields: string[] } | null,
): Probe[] {
  const call = (path: string) =>
    (route.method === 'get' ? request(app).get(path) : request(app).post(path)).set('Cookie', auth.cookie).set('X-CSRF-Token', auth.csrf);
  const probes: Probe[] = [];
  if (route.path.includes(':')) {
    for (const value of PATH_VALUES) probes.push({ what: `path ${value.slice(0, 20)}`, send: () => call(concretePath(route, value)) });
  }
  const names = [...new Set([...inputFields(route), ...(form?.fields ?? [])])];
  for (const value of FIELD_VALUES) {
    // Kept under Node's 16 KB header limit: beyond it the connection is closed before any code of ours runs.
    const query = names.map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(value.slice(0, 200))}`).join('&');
    const base = concretePath(route);
    probes.push({ what: `query ${JSON.stringify(value.slice(0, 12))}`, send: () => call(`${base}${base.includes('?') ? '&' : '?'}${query}`) });
    if (route.method === 'post') {
      const fields = Object.fromEntries(names.map((name) => [name, value]));
      if (form) fields.fsubmit = form.fsubmit;
      probes.push({ what: `form ${JSON.stringify(value.slice(0, 12))}`, send: () => call(base).type('form').send(fields) });
      probes.push({ what: `json ${JSON.stringify(value.slice(0, 12))}`, send: () => call(base).send({ ...fields, nested: { [value]: [value] } }) });
    }
  }
  if (route.method === 'post') {
    const base = concretePath(route);
    const post = () => call(base);
    probes.push(
      {
        what: 'form arrays and objects',
        send: () =>
          post()
            .type('form')
            .send(names.map((name) => `${name}[]=a&${name}[x][y]=b`).join('&')),
      },
      {
        what: 'json __proto__ keys',
        send: () =>
          post()
            .set('Content-Type', 'application/json')
            .send(`{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}${form ? `,"fsubmit":"${form.fsubmit}"` : ''}}`),
      },
      { what: 'json of wrong types', send: () => post().send(Object.fromEntries(names.map((name) => [name, { $gt: '' }]))) },
      { what: 'json array body', send: () => post().send([1, 2, 3]) },
      { what: 'unreadable json', send: () => post().set('Content-Type', 'application/json').send('{"a":') },
      { what: 'Content-Encoding bogus', send: () => post().set('Content-Type', 'application/json').set('Content-Encoding', 'bogus').send('{}') },
      {
        what: 'Content-Encoding gzip, not gzip',
        send: () => post().set('Content-Type', 'application/json').set('Content-Encoding', 'gzip').send('pas du gzip'),
      },
      {
        what: 'gzip cut short',
        send: () => post().set('Content-Type', 'application/x-www-form-urlencoded').set('Content-Encoding', 'gzip').send(zlib.gzipSync('a=1').subarray(0, 8)),
      },
      {
        what: 'deep nesting',
        send: () =>
          post()
            .type('form')
            .send(`${'a'.repeat(1)}${'[a]'.repeat(40)}=1`),
      },
    );
  }
  return probes;
}

describe('every declared route, fed hostile input, answers below 500', () => {
  let app: ReturnType<typeof inProcessGateway>;
  let ctx: Awaited<ReturnType<typeof createTestContext>>['ctx'];
  let close: () => Promise<void>;
  let adminEmail: string;
  /** The rows the sample paths name (/api/account/edit/1, /api/theme/edit/1, /api/live/1): the first of each table. */
  let sampleIds: number[];

  beforeAll(async () => {
    // Rate limits lifted: this test is one address sending thousands of calls.
    const opened = await createTestContext({ RATE_LIMIT_PER_MINUTE: '1000000', LOGIN_RATE_LIMIT_PER_MINUTE: '1000000' });
    ctx = opened.ctx;
    // Made first so that id 1 of each table exists: the probes reach a real row's code, not only the 404.
    const admin = await makeUser(ctx, { role: 'admin', subRole: null });
    const theme = await makeTheme(ctx, { name: 'BPCO', category: 'BPCO' });
    const live = await makeEvent(ctx, { themeId: theme.id, startsInMin: -20, durationMin: 90 });
    await makeEvent(ctx, {
      themeId: theme.id,
      startsInMin: -7 * 24 * 60,
      state: 'replay',
      replayOnline: true,
      linkReplay: 'https://video.exemple.fr/replay/1',
    });
    const member = await makeUser(ctx);
    await makeSubscription(ctx, member.id, live.id);
    await makeSubscription(ctx, admin.id, live.id);
    adminEmail = admin.email;
    sampleIds = [admin.id, theme.id, live.id];
    app = inProcessGateway(ctx);
    close = () => opened.database.close();
  });
  afterAll(() => close());

  it('has routes to try, and the rows their sample paths name', () => {
    expect(ALL_ROUTES.length).toBeGreaterThan(30);
    expect(sampleIds).toEqual([1, 1, 1]);
  });

  for (const route of ALL_ROUTES) {
    it(`${route.method.toUpperCase()} ${route.path}`, async () => {
      const failures: string[] = [];
      for (const who of [null, adminEmail]) {
        // A session per caller and route: a probe that changes the session does not spill over.
        const auth = await sessionFor(ctx, who);
        const form = await formFieldsOf(app, route, auth.cookie);
        for (const probe of probesFor(app, route, auth, form)) {
          const response = await probe.send();
          const log: unknown = response.body?.log;
          const refusalSaysWhy = response.status < 400 || (typeof log === 'string' && log.length > 0 && !isMachineText(log));
          if (response.status >= 500 || !refusalSaysWhy) {
            failures.push(`${who ? 'admin' : 'visitor'} ${probe.what}: ${response.status} ${String(response.text).slice(0, 160)}`);
          }
        }
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }
});
