import zlib from 'node:zlib';
import request from 'supertest';
import { z } from 'zod';
import { defineEndpoint, namedIdSchema } from '@canal/contracts';
import { users } from '../db/schema';
import { defineFormModule } from '../forms/defineFormModule';
import type { FormModule } from '../forms/FormModule';
import type { Logger } from '../log/createLogger';
import { defineRoute } from '../routes/defineRoute';
import { createTestContext } from '../testing/createTestContext';
import { makeUser, type UserRow } from '../testing/factories';
import { sessionFor, type TestSession } from '../testing/sessionFor';
import type { OpenedContext } from '../createContext';
import { createServiceApp } from './createServiceApp';

/**
 * Inputs an attacker sends to make the server answer 500 (and log what it should not): each one
 * must get a 4xx with a French `log`, and nothing written.
 */
const logged: Array<{ message: string; fields?: Record<string, unknown> }> = [];
const capture = (message: string, fields?: Record<string, unknown>) => void logged.push({ message, fields });
const capturingLogger: Logger = { debug: capture, info: capture, warn: capture, error: capture, child: () => capturingLogger };

const item = defineRoute(
  defineEndpoint({
    method: 'get',
    path: '/api/test/item/:id',
    input: z.object({ id: namedIdSchema("de l'élément") }),
    output: z.object({ item: z.literal('complete'), id: z.number() }),
  }),
)({ access: 'public', handle: ({ input }) => ({ item: 'complete', id: input.id }) });

const echo = defineRoute(
  defineEndpoint({
    method: 'post',
    path: '/api/test/echo',
    input: z.looseObject({ name: z.string().max(20_000) }),
    output: z.object({ echo: z.literal('complete'), length: z.number() }),
  }),
)({ access: 'public', handle: ({ input }) => ({ echo: 'complete', length: input.name.length }) });

const upload = defineRoute(
  defineEndpoint({
    method: 'post',
    path: '/api/test/files/upload',
    input: z.looseObject({ dataURL: z.string() }),
    output: z.object({ upload: z.literal('complete'), length: z.number() }),
  }),
)({ access: 'loggedIn', upload: true, handle: ({ input }) => ({ upload: 'complete', length: input.dataURL.length }) });

const nothing = z.object({});

/** An insert that fails in PostgreSQL (no first name), carrying what must never reach a log. */
const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$c2VjcmV0aGFzaA';
const SECRET_EMAIL = 'secret.patient@exemple.fr';
const SECRET_RPPS = '10101010105';
const failingInsert = defineRoute(defineEndpoint({ method: 'post', path: '/api/test/failing-insert', input: z.object({}), output: nothing }))({
  access: 'public',
  async handle({ ctx }) {
    await ctx.db.insert(users).values({ email: SECRET_EMAIL, passwordHash: SECRET_HASH, jobPrecision: SECRET_RPPS, firstname: null as unknown as string });
    return {};
  },
});

const kindForm: FormModule = {
  name: 'kind',
  fetchPath: '/api/test/kind',
  access: 'public',
  idMode: 'none',
  uploads: true,
  groups: () => [
    {
      items: [
        {
          id: 'kind',
          label: 'Type',
          type: 'select',
          options: [
            { value: 'a', label: 'A' },
            { value: 'b', label: 'B' },
          ],
          categoryTrigger: { a: 'more' },
        },
        { id: 'tags', label: 'Étiquettes', type: 'Checkbox', options: [{ value: 'x', label: 'X' }] },
        { id: 'more', label: 'Plus', type: 'text', category: 'more' },
        { id: 'scan', label: 'Scan', type: 'upload', mime: ['image/png'], maxSize: 60_000 },
      ],
    },
  ],
  load: () => Promise.resolve({}),
  save: () => Promise.resolve({ id: null, status: 'complete' }),
};

let opened: OpenedContext;
let app: ReturnType<typeof createServiceApp>;
let memberRow: UserRow;
let member: TestSession;

beforeAll(async () => {
  opened = await createTestContext({ MAX_BODY_KB: '4', MAX_UPLOAD_KB: '64' });
  opened.ctx.logger = capturingLogger;
  app = createServiceApp(opened.ctx, [item, echo, upload, failingInsert, ...defineFormModule(kindForm)]);
  memberRow = await makeUser(opened.ctx);
  member = await sessionFor(opened.ctx, memberRow.email);
});
afterAll(() => opened.database.close());
beforeEach(() => {
  logged.length = 0;
});

const post = (path: string) => request(app).post(path).set('Cookie', member.cookie).set('X-CSRF-Token', member.csrf);

function expectFrench4xx(response: request.Response, status?: number) {
  if (status) expect(response.status).toBe(status);
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(typeof response.body.log).toBe('string');
  // A sentence for the user, in French: never the library's English message.
  expect(response.body.log.length).toBeGreaterThan(15);
  expect(response.body.log).not.toMatch(/\b(error|failed|cannot|unexpected|invalid|request)\b/i);
}

describe('malformed input never answers 500', () => {
  it('malformed percent-encoding in a path parameter: 400', async () => {
    const response = await request(app).get('/api/test/item/%E0%A4%A');
    expectFrench4xx(response, 400);
    expect(response.body.log).toBe('Adresse invalide : un caractère encodé (%) est mal formé.');
  });

  it('an id beyond 32 bits in the path: 400', async () => {
    expectFrench4xx(await request(app).get('/api/test/item/9999999999'), 400);
  });

  it('an unknown or broken Content-Encoding: 4xx', async () => {
    expectFrench4xx(await post('/api/test/echo').set('Content-Type', 'application/json').set('Content-Encoding', 'bogus').send('{"name":"a"}'));
    expectFrench4xx(await post('/api/test/echo').set('Content-Type', 'application/json').set('Content-Encoding', 'gzip').send('pas du gzip'), 400);
    const truncated = zlib.gzipSync(JSON.stringify({ name: 'Claire' })).subarray(0, 12);
    expectFrench4xx(await post('/api/test/echo').set('Content-Type', 'application/octet-stream').set('Content-Encoding', 'gzip').send(truncated));
  });

  it('NUL bytes in the body, the query or the path: 400 before any query reaches PostgreSQL', async () => {
    const inBody = await post('/api/test/echo').type('form').send('name=a%00b');
    expectFrench4xx(inBody, 400);
    expect(inBody.body.log).toBe('Requête invalide : le caractère nul (\\0) n’est pas accepté.');
    expectFrench4xx(await post('/api/test/echo').send({ name: 'ok', nested: { deep: ['x\u0000'] } }), 400);
    expectFrench4xx(await post('/api/test/echo').send({ ['key\u0000']: 'x', name: 'ok' }), 400);
    expectFrench4xx(await request(app).get('/api/test/item/1?q=%00'), 400);
    expectFrench4xx(await request(app).get('/api/test/item/1%00'), 400);
  });

  it('__proto__, constructor, toString as select and checkbox values: the form says « invalide »', async () => {
    for (const value of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const select = await post('/api/test/kind').type('form').send({ fsubmit: 'kind_form', kind: value });
      expectFrench4xx(select, 400);
      expect(select.body.data.errors.kind).toBe('Le champ « Type » est invalide');
      const boxes = await post('/api/test/kind').type('form').send(`fsubmit=kind_form&tags[]=${value}`);
      expectFrench4xx(boxes, 400);
    }
    const proto = await post('/api/test/kind').set('Content-Type', 'application/json').send('{"fsubmit":"kind_form","__proto__":{"kind":"a"}}');
    expect(proto.status).toBeLessThan(500);
    expect(({} as Record<string, unknown>).kind).toBeUndefined();
  });
});

describe('the large body limit is for declared upload routes only, after the guard and the CSRF check', () => {
  const big = 'x'.repeat(20 * 1024);

  it('keeps the small limit on any other path ending in /upload', async () => {
    const response = await post('/api/test/echo/upload').type('form').send({ name: big });
    expectFrench4xx(response, 413);
    expect(response.body.log).toBe('Le contenu envoyé est trop volumineux.');
  });

  it('refuses a visitor (401) and a missing CSRF token (403) before reading the body', async () => {
    const visitor = await sessionFor(opened.ctx, null);
    const huge = 'x'.repeat(80 * 1024);
    const asVisitor = await request(app)
      .post('/api/test/files/upload')
      .set('Cookie', visitor.cookie)
      .set('X-CSRF-Token', visitor.csrf)
      .type('form')
      .send({ dataURL: huge });
    expectFrench4xx(asVisitor, 401);
    const withoutToken = await request(app).post('/api/test/files/upload').set('Cookie', member.cookie).type('form').send({ dataURL: huge, csrf: member.csrf });
    expectFrench4xx(withoutToken, 403);
  });

  it('declares the form engine’s upload route as one: a file larger than MAX_BODY_KB reaches its checks', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(20 * 1024, 7)]);
    const response = await post('/api/test/kind/upload?f=scan')
      .type('form')
      .send({ dataURL: `data:image/png;base64,${png.toString('base64')}`, fileName: 'scan.png', fileType: 'image/png', fileSize: String(png.length) });
    expect(response.status).toBe(200);
    expect(response.body.file).toMatchObject({ name: 'scan.png', size: png.length, isTmp: true });
  });

  it('reads a large body on the declared upload route, within MAX_UPLOAD_KB', async () => {
    const accepted = await post('/api/test/files/upload').type('form').send({ dataURL: big });
    expect(accepted.status).toBe(200);
    expect(accepted.body.length).toBe(big.length);
    expectFrench4xx(
      await post('/api/test/files/upload')
        .type('form')
        .send({ dataURL: 'x'.repeat(80 * 1024) }),
      413,
    );
  });
});

describe('a failed insert is logged without its values', () => {
  it('logs the SQL and PostgreSQL’s code, never the hash, the e-mail nor the registry number', async () => {
    const response = await post('/api/test/failing-insert').send({});
    expect(response.status).toBe(500);
    expect(response.body.log).toMatch(/erreur interne/);
    const text = JSON.stringify(logged);
    expect(logged.some((line) => line.message === 'request failed')).toBe(true);
    expect(text).toContain('23502');
    expect(text).toContain('insert into');
    for (const secret of [SECRET_HASH, SECRET_EMAIL, SECRET_RPPS, 'c2VjcmV0']) expect(text).not.toContain(secret);
    expect(JSON.stringify(response.body)).not.toMatch(/secret|argon2|insert/);
  });

  it('answers a unique violation that slipped past the checks with a French 409', async () => {
    const duplicate = defineRoute(defineEndpoint({ method: 'post', path: '/api/test/duplicate', input: z.object({}), output: nothing }))({
      access: 'public',
      async handle({ ctx }) {
        // The member's address in capitals: the unique index is on lower(email).
        await ctx.db.insert(users).values({ email: memberRow.email.toUpperCase(), passwordHash: SECRET_HASH });
        return {};
      },
    });
    const local = createServiceApp(opened.ctx, [duplicate]);
    const response = await request(local).post('/api/test/duplicate').set('Cookie', member.cookie).set('X-CSRF-Token', member.csrf).send({});
    expectFrench4xx(response, 409);
    expect(JSON.stringify(logged)).not.toContain(SECRET_HASH);
  });
});
