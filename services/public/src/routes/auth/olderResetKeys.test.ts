import { desc, eq } from 'drizzle-orm';
import { schema, verifyPassword } from '@canal/service-core';
import { makeUser } from '@canal/service-core/testing';
import { openEmptyTestApp, postAsNewBrowser, runResetJobs, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp();
});
afterAll(() => t.database.close());

const post = (path: string, fields: Record<string, string>) => postAsNewBrowser(t.app, path, fields);

async function keyFromMail(email: string): Promise<string> {
  expect((await post('/api/auth/rpwd', { email })).status).toBe(200);
  await runResetJobs(t);
  const [mail] = await t.ctx.db.select().from(schema.mailOutbox).orderBy(desc(schema.mailOutbox.id)).limit(1);
  const key = /\/cpwd\?k=([\w-]+)/.exec(mail.text)?.[1];
  if (!key) throw new Error('no key in the e-mail');
  return key;
}

const hashOf = async (email: string) => (await t.ctx.db.select().from(schema.users).where(eq(schema.users.email, email)))[0].passwordHash;

describe('a password change ends every older reset link', () => {
  it('refuses a key e-mailed before the password was changed with another key', async () => {
    const { email } = await makeUser(t.ctx);
    const older = await keyFromMail(email);
    const newer = await keyFromMail(email);
    const changed = await post('/api/auth/cpwd', { email, key: newer, password: 'Souffle2027', passwordConf: 'Souffle2027' });
    expect(changed.status).toBe(200);

    // Someone who read the older e-mail (a shared mailbox, a stolen phone) tries it afterwards.
    const replay = await post('/api/auth/cpwd', { email, key: older, password: 'Pirate2027x', passwordConf: 'Pirate2027x' });
    expect(replay.status).toBe(400);
    expect(replay.body.log).toBe('Ce lien de changement de mot de passe est invalide ou a expiré.');
    expect(await verifyPassword(await hashOf(email), 'Souffle2027')).toBe(true);
    expect(await verifyPassword(await hashOf(email), 'Pirate2027x')).toBe(false);
  });
});
