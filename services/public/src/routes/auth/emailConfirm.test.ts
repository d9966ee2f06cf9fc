import request from 'supertest';
import { desc, eq } from 'drizzle-orm';
import { schema, sha256, toSessionUser } from '@canal/service-core';
import { EMAIL_ALREADY_USED, EMAIL_CONFIRMED, EMAIL_LINK_INVALID, requestEmailChange } from '@canal/domain';
import { FACTORY_PASSWORD, makeUser, type UserRow } from '@canal/service-core/testing';
import { WRONG_CREDENTIALS } from '../../auth/logIn';
import { browserSession, openEmptyTestApp, postAsNewBrowser, runResetJobs, type TestApp } from '../../testSupport';

/**
 * A changed e-mail is used only once the new address confirms it: until then the account logs in
 * with, and gets its password links at, its confirmed address; the link works once, for 48 hours.
 */
let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp({ PUBLIC_URL: 'https://canal-pneumo.example.fr' });
});
afterAll(() => t.database.close());
afterEach(() => {
  t.ctx.now = () => t.seededAt;
});

const post = (path: string, fields: Record<string, string>) => postAsNewBrowser(t.app, path, fields);

const logIn = (email: string) => post('/api/auth/login', { email, password: FACTORY_PASSWORD });
const confirm = (k: string) => post('/api/auth/email', { k });
const emailOf = async (id: number) => (await t.ctx.db.select().from(schema.users).where(eq(schema.users.id, id)))[0].email;
const mailsTo = (to: string) => t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, to));

/** A member whose change to `newEmail` waits (asked by staff), and the key of the link mailed to it. */
async function waitingChange(newEmail: string): Promise<{ member: UserRow; key: string }> {
  const member = await makeUser(t.ctx);
  const staff = await makeUser(t.ctx, { role: 'admin' });
  await requestEmailChange(t.ctx, { account: member, newEmail, by: toSessionUser(staff) });
  const [mail] = await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, newEmail)).orderBy(desc(schema.mailOutbox.id)).limit(1);
  const key = /\/account\/email\?k=([\w-]+)$/m.exec(mail.text)?.[1];
  if (!key) throw new Error('no key in the confirmation mail');
  return { member, key };
}

describe('before the new address confirms', () => {
  it('logs in with the confirmed address only, and sends password links there only', async () => {
    const { member } = await waitingChange('attente.connexion@exemple.fr');
    const pending = await logIn('attente.connexion@exemple.fr');
    expect(pending.status).toBe(401);
    expect(pending.body.log).toBe(WRONG_CREDENTIALS);
    expect((await logIn(member.email)).status).toBe(200);

    for (const email of ['attente.connexion@exemple.fr', member.email]) expect((await post('/api/auth/rpwd', { email })).status).toBe(200);
    await runResetJobs(t);
    expect((await mailsTo('attente.connexion@exemple.fr')).map((mail) => mail.subject)).toEqual(['Canal Pneumo : confirmez votre nouvelle adresse e-mail']);
    expect((await mailsTo(member.email)).map((mail) => mail.subject)).toContain('Canal Pneumo : changement de votre mot de passe');
  });
});

describe('POST /api/auth/email', () => {
  it('makes the new address the account’s e-mail, once: login and links follow it, the old reset links end', async () => {
    const { member, key } = await waitingChange('confirmee@exemple.fr');
    // A reset link mailed to the old address before the change was confirmed.
    const expiresAt = new Date(t.seededAt.getTime() + 3600_000);
    await t.ctx.db.insert(schema.passwordResetKeys).values({ keyHash: sha256('cle-vers-l-ancienne'), userId: member.id, expiresAt });

    const response = await confirm(key);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ email: 'ok', log: EMAIL_CONFIRMED });
    expect(await emailOf(member.id)).toBe('confirmee@exemple.fr');
    expect((await logIn('confirmee@exemple.fr')).status).toBe(200);
    expect((await logIn(member.email)).status).toBe(401);
    const [oldKey] = await t.ctx.db
      .select()
      .from(schema.passwordResetKeys)
      .where(eq(schema.passwordResetKeys.keyHash, sha256('cle-vers-l-ancienne')));
    expect(oldKey.usedAt).not.toBeNull();

    const again = await confirm(key);
    expect(again.status).toBe(400);
    expect(again.body.log).toBe(EMAIL_LINK_INVALID);
  });

  it('refuses a link older than 48 hours, and the account keeps its address', async () => {
    const { member, key } = await waitingChange('trop.tard@exemple.fr');
    t.ctx.now = () => new Date(t.seededAt.getTime() + 48 * 3600_000 + 1000);
    const response = await confirm(key);
    expect(response.status).toBe(400);
    expect(response.body.log).toBe(EMAIL_LINK_INVALID);
    expect(await emailOf(member.id)).toBe(member.email);
  });

  it('refuses the link of a change replaced by a newer one', async () => {
    const { member, key } = await waitingChange('premiere.demande@exemple.fr');
    await requestEmailChange(t.ctx, { account: member, newEmail: 'seconde.demande@exemple.fr', by: null });
    expect((await confirm(key)).status).toBe(400);
    expect(await emailOf(member.id)).toBe(member.email);
  });

  it('refuses an address another account took meanwhile (409, French), and changes nothing', async () => {
    const { member, key } = await waitingChange('convoitee@exemple.fr');
    await makeUser(t.ctx, { email: 'Convoitee@Exemple.fr' });
    const response = await confirm(key);
    expect(response.status).toBe(409);
    expect(response.body.log).toBe(EMAIL_ALREADY_USED);
    expect(await emailOf(member.id)).toBe(member.email);
  });

  it('refuses an unknown key, a missing one and a call without the CSRF token, in French', async () => {
    const { member, key } = await waitingChange('prudente@exemple.fr');
    expect((await confirm('n-importe-quoi')).body.log).toBe(EMAIL_LINK_INVALID);
    expect((await post('/api/auth/email', {})).body.log).toMatch(/« k » : ce champ est requis/);
    const session = await browserSession(t.app);
    await request(t.app).post('/api/auth/email').set('Cookie', session.cookie).type('form').send({ k: key }).expect(403);
    expect(await emailOf(member.id)).toBe(member.email);
  });
});
