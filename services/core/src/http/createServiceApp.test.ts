import request from 'supertest';
import { z } from 'zod';
import { defineEndpoint } from '@canal/contracts';
import { defineRoute } from '../routes/defineRoute';
import { createTestContext } from '../testing/createTestContext';
import { makeUser } from '../testing/factories';
import { sessionFor } from '../testing/sessionFor';
import type { OpenedContext } from '../createContext';
import { createServiceApp } from './createServiceApp';

const echo = defineRoute(
  defineEndpoint({
    method: 'post',
    path: '/api/test/echo',
    input: z.strictObject({ name: z.string().max(10) }),
    output: z.object({ echo: z.literal('complete'), name: z.string() }),
  }),
)({ access: 'loggedIn', handle: ({ input }) => ({ echo: 'complete', name: input.name }) });

const broken = defineRoute(defineEndpoint({ method: 'get', path: '/api/test/broken', input: z.object({}), output: z.object({}) }))({
  access: 'public',
  handle() {
    throw new Error('secret internal detail');
  },
});

describe('createServiceApp: sessions, CSRF and the error envelope', () => {
  let opened: OpenedContext;
  let app: ReturnType<typeof createServiceApp>;
  /** A member's e-mail: each test opens its own session for it. */
  let member: string;

  beforeAll(async () => {
    opened = await createTestContext({ MAX_BODY_KB: '1' });
    member = (await makeUser(opened.ctx)).email;
    app = createServiceApp(opened.ctx, [echo, broken]);
  });
  afterAll(() => opened.database.close());

  it('answers a logged-in call with the CSRF token', async () => {
    const session = await sessionFor(opened.ctx, member);
    const response = await request(app).post('/api/test/echo').set('Cookie', session.cookie).type('form').send({ csrf: session.csrf, name: 'Claire' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ echo: 'complete', name: 'Claire' });
  });

  it('refuses a change without the CSRF token, in French', async () => {
    const session = await sessionFor(opened.ctx, member);
    const response = await request(app).post('/api/test/echo').set('Cookie', session.cookie).type('form').send({ name: 'Claire' });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ result: false, error: 'csrf' });
    expect(response.body.log).toMatch(/Jeton de sécurité/);
  });

  it('asks a visitor to log in (401) and never runs the handler', async () => {
    const session = await sessionFor(opened.ctx, null);
    const response = await request(app).post('/api/test/echo').set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).type('form').send({ name: 'x' });
    expect(response.status).toBe(401);
    expect(response.body.log).toBe('Merci de vous connecter pour accéder à ce contenu');
  });

  it('treats a revoked session as a visitor at once, though the process had it cached', async () => {
    const session = await sessionFor(opened.ctx, member);
    const call = () => request(app).post('/api/test/echo').set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).type('form').send({ name: 'x' });
    expect((await call()).status).toBe(200);
    const cookieValue = /cp_sid=([^;]+)/.exec(session.cookie)?.[1] ?? '';
    const loaded = await opened.ctx.sessions.load(cookieValue);
    await opened.ctx.sessions.revoke(loaded?.idHash ?? '');
    expect((await call()).status).toBe(401);
  });

  it("refuses a token that is not the signature of the browser's own nonce", async () => {
    const mine = await sessionFor(opened.ctx, member);
    const attacker = await sessionFor(opened.ctx, null);
    const forged = await request(app).post('/api/test/echo').set('Cookie', mine.cookie).set('X-CSRF-Token', attacker.csrf).type('form').send({ name: 'x' });
    expect(forged.status).toBe(403);
    expect(forged.body.error).toBe('csrf');
    const noNonce = await request(app)
      .post('/api/test/echo')
      .set('Cookie', mine.cookie.replace(/; cp_csrf=.*/, ''))
      .set('X-CSRF-Token', mine.csrf)
      .type('form')
      .send({ name: 'x' });
    expect(noNonce.status).toBe(403);
  });

  it('answers bad input with a French 400, oversized bodies with 413, unreadable JSON with 400', async () => {
    const session = await sessionFor(opened.ctx, member);
    const post = () => request(app).post('/api/test/echo').set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf);
    const wrongType = await post().send({ name: 42 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.log).toMatch(/^Requête invalide : « name »/);
    const unknown = await post().type('form').send({ name: 'a', admin: '1' });
    expect(unknown.status).toBe(400);
    const oversized = await post()
      .type('form')
      .send({ name: 'x'.repeat(2000) });
    expect(oversized.status).toBe(413);
    expect(oversized.body.log).toBe('Le contenu envoyé est trop volumineux.');
    const unreadable = await post().set('Content-Type', 'application/json').send('{"name":');
    expect(unreadable.status).toBe(400);
  });

  it('hides internal errors behind a French 500 and answers unknown paths with a JSON 404', async () => {
    const failed = await request(app).get('/api/test/broken');
    expect(failed.status).toBe(500);
    expect(JSON.stringify(failed.body)).not.toMatch(/secret internal detail|at /);
    expect(failed.body.log).toMatch(/erreur interne/);
    const missing = await request(app).get('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body.result).toBe(false);
  });
});
