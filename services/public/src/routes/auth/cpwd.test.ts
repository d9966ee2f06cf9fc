import request from 'supertest';
import { desc } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import { INVALID_KEY } from '@canal/domain';
import { FACTORY_PASSWORD, makeUser, sessionFor } from '@canal/service-core/testing';
import { PASSWORD_CHANGED, PASSWORDS_DIFFER } from './cpwd';
import { browserSession, openEmptyTestApp, postAsNewBrowser, runResetJobs, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp();
});
afterAll(() => t.database.close());
afterEach(() => {
  t.ctx.now = () => t.seededAt;
});

const post = (path: string, fields: Record<string, string>) => postAsNewBrowser(t.app, path, fields);

/** Asks for a reset link, as the user would, and reads the key from the e-mail in the outbox. */
async function keyFromMail(email: string): Promise<string> {
  expect((await post('/api/auth/rpwd', { email })).status).toBe(200);
  await runResetJobs(t);
  const [mail] = await t.ctx.db.select().from(schema.mailOutbox).orderBy(desc(schema.mailOutbox.id)).limit(1);
  const key = /\/cpwd\?k=([\w-]+)/.exec(mail.text)?.[1];
  if (!key) throw new Error('no key in the e-mail');
  return key;
}

const change = (fields: Record<string, string>) => post('/api/auth/cpwd', { authReset: 'true', ...fields });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
/** A member of the test's own, with the factories' password. */
const newMemberEmail = async () => (await makeUser(t.ctx)).email;

describe('POST /api/auth/cpwd', () => {
  it('changes the password once with the e-mailed key, and closes the open sessions', async () => {
    const member = await newMemberEmail();
    const key = await keyFromMail(member);
    const openSession = await sessionFor(t.ctx, member);
    // Read once, so that the process holds it in its session cache: the change must reach the cache too.
    expect((await request(t.app).get('/api/profil/get?api=3').set('Cookie', openSession.cookie).expect(200)).body.user?.email).toBe(member);

    const response = await change({ email: member, key, password: 'Souffle2027', passwordConf: 'Souffle2027' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ challenge: 'ok', log: PASSWORD_CHANGED });

    expect((await login(member, 'Souffle2027')).status).toBe(200);
    expect((await login(member, FACTORY_PASSWORD)).status).toBe(401);
    const profile = await request(t.app).get('/api/profil/get?api=3').set('Cookie', openSession.cookie).expect(200);
    expect(profile.body.user).toBeNull();

    const again = await change({ email: member, key, password: 'Autre2028x', passwordConf: 'Autre2028x' });
    expect(again.status).toBe(400);
    expect(again.body.log).toBe(INVALID_KEY);
    expect((await login(member, 'Souffle2027')).status).toBe(200);
  });

  it('refuses a key used with another e-mail, an unknown key and an expired key', async () => {
    const [nurse, member] = [await newMemberEmail(), await newMemberEmail()];
    const key = await keyFromMail(nurse);
    const fields = { password: 'Souffle2027', passwordConf: 'Souffle2027' };
    expect((await change({ ...fields, email: member, key })).body.log).toBe(INVALID_KEY);
    expect((await change({ ...fields, email: nurse, key: 'inventee' })).body.log).toBe(INVALID_KEY);
    t.ctx.now = () => new Date(t.seededAt.getTime() + 61 * 60_000);
    const expired = await change({ ...fields, email: nurse, key });
    expect(expired.status).toBe(400);
    expect(expired.body.log).toBe(INVALID_KEY);
  });

  it('refuses different passwords and weak ones, and the key still works afterwards', async () => {
    const email = await newMemberEmail();
    const key = await keyFromMail(email);
    const mismatch = await change({ email, key, password: 'Souffle2027', passwordConf: 'Souffle2028' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.log).toBe(PASSWORDS_DIFFER);
    const weak = await change({ email, key, password: 'souffle', passwordConf: 'souffle' });
    expect(weak.status).toBe(400);
    expect(weak.body.log).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    const noCapital = await change({ email, key, password: 'souffle2027', passwordConf: 'souffle2027' });
    expect(noCapital.body.log).toMatch(/majuscule/);
    expect((await change({ email, key, password: 'Souffle2027', passwordConf: 'Souffle2027' })).status).toBe(200);
  });

  it('refuses missing fields in French and without CSRF writes nothing', async () => {
    const missing = await change({ email: 'quelqu.un@exemple.fr', password: 'Souffle2027', passwordConf: 'Souffle2027' });
    expect(missing.status).toBe(400);
    expect(missing.body.log).toMatch(/« key » : ce champ est requis/);

    const email = await newMemberEmail();
    const key = await keyFromMail(email);
    const session = await browserSession(t.app);
    await request(t.app)
      .post('/api/auth/cpwd')
      .set('Cookie', session.cookie)
      .type('form')
      .send({ email, key, password: 'Souffle2027', passwordConf: 'Souffle2027' })
      .expect(403);
    expect((await login(email, FACTORY_PASSWORD)).status).toBe(200);
  });
});
