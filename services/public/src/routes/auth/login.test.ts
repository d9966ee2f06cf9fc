import request from 'supertest';
import { eq } from 'drizzle-orm';
import { CSRF_COOKIE, schema } from '@canal/service-core';
import { FACTORY_PASSWORD, makeEvent, makeSubscription, makeUser } from '@canal/service-core/testing';
import { BLOCKED_ACCOUNT, INACTIVE_ACCOUNT, WRONG_CREDENTIALS } from '../../auth/logIn';
import { browserSession, cookieOf, loggedInCookie, openEmptyTestApp, sessionCookieOf, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_LOCK_MINUTES: '15', MAX_BODY_KB: '8' });
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

/** Input validation refuses before any account is looked up: no row needed. */
const ANY_EMAIL = 'quelqu.un@exemple.fr';

/** Failures counted on an account, all addresses together. */
const failuresOf = async (email: string) =>
  (await t.ctx.db.select().from(schema.loginFailures).where(eq(schema.loginFailures.account, email))).reduce((total, row) => total + row.failures, 0);

/** A fresh account of its own for each test, so that failures counted by one test never reach another. */
const newMemberEmail = async (fields: Parameters<typeof makeUser>[1] = {}) => (await makeUser(t.ctx, fields)).email;

describe('POST /api/auth/login', () => {
  it('records the login as the account’s last contact, from which its retention counts', async () => {
    const member = await makeUser(t.ctx, { lastContactAt: new Date(t.seededAt.getTime() - 400 * 86_400_000) });
    const { response } = await logIn({ email: member.email, password: FACTORY_PASSWORD, authChallenge: 'true' });
    expect(response.status).toBe(200);
    const [row] = await t.ctx.db.select().from(schema.users).where(eq(schema.users.id, member.id));
    expect(row.lastContactAt).toEqual(t.seededAt);
  });

  it('logs a member in, rotates the session cookie and the CSRF nonce, and gives the new token', async () => {
    const member = await makeUser(t.ctx);
    for (let i = 0; i < 5; i += 1) await makeSubscription(t.ctx, member.id, (await makeEvent(t.ctx)).id);
    const { session, response } = await logIn({ email: member.email, password: FACTORY_PASSWORD, authChallenge: 'true' });
    expect(response.status).toBe(200);
    const user = expect.objectContaining({ email: member.email, role: 'member' });
    expect(response.body).toEqual({ auth: 'ok', user, pendingAccounts: 0, subscriptions: 5, log: '', token: expect.any(String) });

    const rotated = sessionCookieOf(response);
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(session.cookie);
    const profile = await request(t.app)
      .get('/api/profil/get?api=3')
      .set('Cookie', rotated ?? '')
      .expect(200);
    expect(profile.body.user.email).toBe(member.email);
    // The token of the answer is the one the new nonce signs: the next ping gives the same.
    expect(response.body.token).not.toBe(session.csrf);
    expect(cookieOf(response, CSRF_COOKIE)).not.toBe(session.cookie);
    const ping = await request(t.app).get('/api/ping').set('Cookie', loggedInCookie(session.cookie, response)).expect(200);
    expect(ping.body.token).toBe(response.body.token);
    const old = await request(t.app).get('/api/profil/get?api=3').set('Cookie', session.cookie).expect(200);
    expect(old.body.user).toBeNull();
  });

  it('refuses the CSRF token of before the login, and accepts the new one for the next change', async () => {
    const member = await makeUser(t.ctx);
    const { session, response } = await logIn({ email: member.email, password: FACTORY_PASSWORD });
    const cookie = loggedInCookie(session.cookie, response);
    const logout = () => request(t.app).post('/api/auth/logout').set('Cookie', cookie).type('form');
    const stale = await logout().set('X-CSRF-Token', session.csrf).send({ logout: 'true' }).expect(403);
    expect(stale.body.log).toBe('Jeton de sécurité manquant ou expiré : rechargez la page puis réessayez.');
    // Refused: the session is still open.
    expect((await request(t.app).get('/api/profil/get?api=3').set('Cookie', cookie).expect(200)).body.user.email).toBe(member.email);
    await logout().set('X-CSRF-Token', String(response.body.token)).send({ logout: 'true' }).expect(200);
    expect((await request(t.app).get('/api/profil/get?api=3').set('Cookie', cookie).expect(200)).body.user).toBeNull();
  });

  it('accepts the e-mail in any case', async () => {
    const email = await newMemberEmail();
    const { response } = await logIn({ email: email.toUpperCase(), password: FACTORY_PASSWORD });
    expect(response.status).toBe(200);
  });

  it('refuses a wrong password with the French message and counts the failure', async () => {
    const email = await newMemberEmail();
    const { response } = await logIn({ email, password: 'Mauvais2026' });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ auth: 'ko', log: WRONG_CREDENTIALS });
    expect(sessionCookieOf(response)).toBeNull();
    expect(await failuresOf(email)).toBe(1);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { response } = await logIn({ email: 'personne@exemple.fr', password: FACTORY_PASSWORD });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ auth: 'ko', log: WRONG_CREDENTIALS });
  });

  it('locks an e-mail after LOGIN_MAX_FAILURES failures from one address, even for the right password, until the lock ends', async () => {
    const email = await newMemberEmail();
    expect((await logIn({ email, password: 'Faux1' })).response.status).toBe(401);
    expect((await logIn({ email, password: 'Faux2' })).response.status).toBe(401);
    const third = (await logIn({ email, password: 'Faux3' })).response;
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ auth: 'ko', log: 'Trop de tentatives de connexion : réessayez dans 15 minutes.' });

    const right = (await logIn({ email, password: FACTORY_PASSWORD })).response;
    expect(right.status).toBe(429);

    t.ctx.now = () => new Date(t.seededAt.getTime() + 16 * 60_000);
    const later = (await logIn({ email, password: FACTORY_PASSWORD })).response;
    expect(later.status).toBe(200);
    expect(await failuresOf(email)).toBe(0);
  });

  it('clears the failure count on success', async () => {
    const email = await newMemberEmail();
    await logIn({ email, password: 'Faux1' });
    expect(await failuresOf(email)).toBe(1);
    expect((await logIn({ email, password: FACTORY_PASSWORD })).response.status).toBe(200);
    expect(await failuresOf(email)).toBe(0);
  });

  it('refuses blocked and not yet activated accounts, after checking the password', async () => {
    const speaker = await newMemberEmail({ role: 'speaker', status: 'blocked' });
    const blocked = (await logIn({ email: speaker, password: FACTORY_PASSWORD })).response;
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ auth: 'ko', log: BLOCKED_ACCOUNT });
    expect(sessionCookieOf(blocked)).toBeNull();
    const wrong = (await logIn({ email: speaker, password: 'Faux1' })).response;
    expect(wrong.body.log).toBe(WRONG_CREDENTIALS);

    const waiting = await newMemberEmail({ status: 'pending', hasUpdatedOptins: 0 });
    const pending = (await logIn({ email: waiting, password: FACTORY_PASSWORD })).response;
    expect(pending.status).toBe(403);
    expect(pending.body.log).toBe(INACTIVE_ACCOUNT);
  });

  it('refuses a call without the CSRF token and writes nothing', async () => {
    const admin = await newMemberEmail({ role: 'admin' });
    const session = await browserSession(t.app);
    const sessionsBefore = (await t.ctx.db.select().from(schema.sessions)).length;
    const response = await request(t.app)
      .post('/api/auth/login')
      .set('Cookie', session.cookie)
      .type('form')
      .send({ email: admin, password: 'Faux1' })
      .expect(403);
    expect(response.body.error).toBe('csrf');
    expect(response.body.log).toMatch(/Jeton de sécurité/);
    expect(await failuresOf(admin)).toBe(0);
    expect((await t.ctx.db.select().from(schema.sessions)).length).toBe(sessionsBefore);
  });

  it.each([
    [{ password: FACTORY_PASSWORD }, /« email » : ce champ est requis/],
    [{ email: ANY_EMAIL }, /« password » : ce champ est requis/],
    [{ email: 'pas-une-adresse', password: FACTORY_PASSWORD }, /adresse e-mail invalide/],
    [{ email: `${'a'.repeat(60)}@exemple.fr`, password: FACTORY_PASSWORD }, /64 caractères maximum/],
    [{ email: ANY_EMAIL, password: 'x'.repeat(65) }, /64 caractères maximum/],
    [{ email: ANY_EMAIL, password: FACTORY_PASSWORD, role: 'admin' }, /Clé non reconnue/],
  ])('refuses bad input %j with a French 400', async (fields, message) => {
    const { response } = await logIn(fields);
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
      .send(`email[]=${encodeURIComponent(ANY_EMAIL)}&password=${FACTORY_PASSWORD}`);
    expect(asArray.status).toBe(400);
    expect(asArray.body.log).toMatch(/« email » : doit être un texte/);
    const asNumber = await request(t.app)
      .post('/api/auth/login')
      .set('Cookie', session.cookie)
      .set('X-CSRF-Token', session.csrf)
      .send({ email: ANY_EMAIL, password: 2026 });
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
      .send({ email: ANY_EMAIL, password: 'x'.repeat(9 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body.log).toBe('Le contenu envoyé est trop volumineux.');
  });
});
