import request from 'supertest';
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, schema } from '@canal/service-core';
import { BLOCKED_ACCOUNT, INACTIVE_ACCOUNT, WRONG_CREDENTIALS } from '../../auth/logIn';
import { browserSession, DEMO_MEMBER, loggedInCookie, openTestApp, sessionCookieOf, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_LOCK_MINUTES: '15', MAX_BODY_KB: '8' });
});
afterAll(() => t.database.close());
afterEach(() => {
  t.ctx.now = () => t.seededAt;
});

async function logIn(fields: Record<string, string>) {
  const session = await browserSession(t.app);
  const response = await request(t.app).post('/api/auth/login').set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).type('form').send(fields);
  return { session, response };
}

/** Failures counted on an account, all addresses together. */
const failuresOf = async (email: string) =>
  (await t.ctx.db.select().from(schema.loginFailures).where(eq(schema.loginFailures.account, email))).reduce((total, row) => total + row.failures, 0);

describe('POST /api/auth/login', () => {
  it('logs a member in, rotates the session cookie and keeps the CSRF token', async () => {
    const { session, response } = await logIn({ email: DEMO_MEMBER, password: DEMO_PASSWORD, authChallenge: 'true' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ auth: 'ok', user: expect.objectContaining({ email: DEMO_MEMBER, role: 'member' }), pendingAccounts: 0, subscriptions: 5, log: '' });

    const rotated = sessionCookieOf(response);
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(session.cookie);
    const profile = await request(t.app).get('/api/profil/get?api=3').set('Cookie', rotated ?? '').expect(200);
    expect(profile.body.user.email).toBe(DEMO_MEMBER);
    const ping = await request(t.app).get('/api/ping').set('Cookie', loggedInCookie(session.cookie, response)).expect(200);
    expect(ping.body.token).toBe(session.csrf);
    const old = await request(t.app).get('/api/profil/get?api=3').set('Cookie', session.cookie).expect(200);
    expect(old.body.user).toBeNull();
  });

  it('accepts the e-mail in any case', async () => {
    const { response } = await logIn({ email: 'Dr.Martin@Exemple.fr', password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
  });

  it('refuses a wrong password with the French message and counts the failure', async () => {
    const { response } = await logIn({ email: 'infirmier.durand@exemple.fr', password: 'Mauvais2026' });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ auth: 'ko', log: WRONG_CREDENTIALS });
    expect(sessionCookieOf(response)).toBeNull();
    expect(await failuresOf('infirmier.durand@exemple.fr')).toBe(1);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { response } = await logIn({ email: 'personne@exemple.fr', password: DEMO_PASSWORD });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ auth: 'ko', log: WRONG_CREDENTIALS });
  });

  it('locks an e-mail after LOGIN_MAX_FAILURES failures from one address, even for the right password, until the lock ends', async () => {
    const email = 'pharmacie.bernard@exemple.fr';
    expect((await logIn({ email, password: 'Faux1' })).response.status).toBe(401);
    expect((await logIn({ email, password: 'Faux2' })).response.status).toBe(401);
    const third = (await logIn({ email, password: 'Faux3' })).response;
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ auth: 'ko', log: 'Trop de tentatives de connexion : réessayez dans 15 minutes.' });

    const right = (await logIn({ email, password: DEMO_PASSWORD })).response;
    expect(right.status).toBe(429);

    t.ctx.now = () => new Date(t.seededAt.getTime() + 16 * 60_000);
    const later = (await logIn({ email, password: DEMO_PASSWORD })).response;
    expect(later.status).toBe(200);
    expect(await failuresOf(email)).toBe(0);
  });

  it('clears the failure count on success', async () => {
    const email = 'interne.petit@exemple.fr';
    await logIn({ email, password: 'Faux1' });
    expect(await failuresOf(email)).toBe(1);
    expect((await logIn({ email, password: DEMO_PASSWORD })).response.status).toBe(200);
    expect(await failuresOf(email)).toBe(0);
  });

  it('refuses blocked and not yet activated accounts, after checking the password', async () => {
    await t.ctx.db.update(schema.users).set({ status: 'blocked' }).where(eq(schema.users.email, 'orateur@canal-pneumo.fr'));
    const blocked = (await logIn({ email: 'orateur@canal-pneumo.fr', password: DEMO_PASSWORD })).response;
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ auth: 'ko', log: BLOCKED_ACCOUNT });
    expect(sessionCookieOf(blocked)).toBeNull();
    const wrong = (await logIn({ email: 'orateur@canal-pneumo.fr', password: 'Faux1' })).response;
    expect(wrong.body.log).toBe(WRONG_CREDENTIALS);

    await t.ctx.db.update(schema.users).set({ status: 'pending' }).where(eq(schema.users.email, 'nouveau.optins@exemple.fr'));
    const pending = (await logIn({ email: 'nouveau.optins@exemple.fr', password: DEMO_PASSWORD })).response;
    expect(pending.status).toBe(403);
    expect(pending.body.log).toBe(INACTIVE_ACCOUNT);
  });

  it('refuses a call without the CSRF token and writes nothing', async () => {
    const session = await browserSession(t.app);
    const sessionsBefore = (await t.ctx.db.select().from(schema.sessions)).length;
    const response = await request(t.app)
      .post('/api/auth/login')
      .set('Cookie', session.cookie)
      .type('form')
      .send({ email: 'admin@canal-pneumo.fr', password: 'Faux1' })
      .expect(403);
    expect(response.body.error).toBe('csrf');
    expect(response.body.log).toMatch(/Jeton de sécurité/);
    expect(await failuresOf('admin@canal-pneumo.fr')).toBe(0);
    expect((await t.ctx.db.select().from(schema.sessions)).length).toBe(sessionsBefore);
  });

  it.each([
    [{ password: DEMO_PASSWORD }, /« email » : ce champ est requis/],
    [{ email: DEMO_MEMBER }, /« password » : ce champ est requis/],
    [{ email: 'pas-une-adresse', password: DEMO_PASSWORD }, /adresse e-mail invalide/],
    [{ email: `${'a'.repeat(60)}@exemple.fr`, password: DEMO_PASSWORD }, /64 caractères maximum/],
    [{ email: DEMO_MEMBER, password: 'x'.repeat(65) }, /64 caractères maximum/],
    [{ email: DEMO_MEMBER, password: DEMO_PASSWORD, role: 'admin' }, /Clé non reconnue/],
  ])('refuses bad input %j with a French 400', async (fields, message) => {
    const { response } = await logIn(fields as Record<string, string>);
    expect(response.status).toBe(400);
    expect(response.body.log).toMatch(message);
    expect(sessionCookieOf(response)).toBeNull();
  });

  it('refuses wrong types (an array for the e-mail, a number in JSON)', async () => {
    const session = await browserSession(t.app);
    const asArray = await request(t.app)
      .post('/api/auth/login')
      .set('Cookie', session.cookie)
      .set('X-CSRF-Token', session.csrf)
      .type('form')
      .send(`email[]=${encodeURIComponent(DEMO_MEMBER)}&password=${DEMO_PASSWORD}`);
    expect(asArray.status).toBe(400);
    expect(asArray.body.log).toMatch(/« email » : doit être un texte/);
    const asNumber = await request(t.app)
      .post('/api/auth/login')
      .set('Cookie', session.cookie)
      .set('X-CSRF-Token', session.csrf)
      .send({ email: DEMO_MEMBER, password: 2026 });
    expect(asNumber.status).toBe(400);
    expect(asNumber.body.log).toMatch(/« password » : doit être un texte/);
  });

  it('refuses an oversized body with a 413', async () => {
    const session = await browserSession(t.app);
    const response = await request(t.app)
      .post('/api/auth/login')
      .set('Cookie', session.cookie)
      .set('X-CSRF-Token', session.csrf)
      .type('form')
      .send({ email: DEMO_MEMBER, password: 'x'.repeat(9 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body.log).toBe('Le contenu envoyé est trop volumineux.');
  });
});
