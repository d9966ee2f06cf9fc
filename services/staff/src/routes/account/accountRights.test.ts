import { desc, eq } from 'drizzle-orm';
import { schema, verifyPassword } from '@canal/service-core';
import { FACTORY_PASSWORD } from '@canal/service-core/testing';
import { getAs, login, makeAccount, postAs, openEmptyTestApp, userByEmail, type AccountKind, type TestApp } from '../../testSupport';

/**
 * The privilege escalation found when the foundation was tried: a lower staff sub-role set the
 * password or the e-mail of a buadm account, then logged in as it. Nobody below admin changes the
 * credentials, role or status of an account ranked at or above their own, and nobody sets someone
 * else's password: the owner gets a reset link by e-mail.
 */
let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp({ PUBLIC_URL: 'https://canal-pneumo.example.fr' });
});
afterAll(() => t.database.close());

const form = (row: { email: string; firstname: string; lastname: string; job: string | null }) => ({
  fsubmit: 'account_form',
  accountEmail: row.email,
  accountFirstname: row.firstname,
  accountLastname: row.lastname,
  accountJob: row.job ?? 'lb',
});

/** An account of that kind made for the test, with its session. */
async function someone(kind: AccountKind) {
  const row = await makeAccount(t.ctx, kind);
  return { row, session: await login(t.ctx, row.email) };
}

const lastMail = async () => (await t.ctx.db.select().from(schema.mailOutbox).orderBy(desc(schema.mailOutbox.id)).limit(1))[0];

describe('an account ranked at or above the caller cannot be taken over', () => {
  it.each<[AccountKind]>([['invit'], ['buadmCtr']])('%s can neither set the password nor the e-mail of buadm', async (attacker) => {
    const { session } = await someone(attacker);
    const target = await makeAccount(t.ctx, 'buadm');
    const password = await postAs(t.app, session, `/api/account/edit/${target.id}`, { ...form(target), accountPassword: 'Pirate2026x' });
    expect(password.status).toBeGreaterThanOrEqual(400);
    expect(password.status).toBeLessThan(500);
    const email = await postAs(t.app, session, `/api/account/edit/${target.id}`, { ...form(target), accountEmail: 'pirate@exemple.fr' });
    expect(email.status).toBe(403);
    expect(email.body.log).toBe('Ce contenu est en lecture seule.');
    const after = await userByEmail(t.ctx, target.email);
    expect(after.id).toBe(target.id);
    expect(await verifyPassword(after.passwordHash, FACTORY_PASSWORD)).toBe(true);
    expect(await verifyPassword(after.passwordHash, 'Pirate2026x')).toBe(false);
  });

  it('shows such an account read-only, without status or password buttons', async () => {
    const target = await makeAccount(t.ctx, 'buadm');
    const { body } = await getAs(t.app, (await someone('invit')).session, `/api/account/edit/${target.id}`).expect(200);
    expect(body.data.readOnly).toBe(true);
    expect(body.data.bottomActions.map((action: { name: string }) => action.name)).toEqual(['submit', 'cancel']);
  });

  it('refuses status changes on an equal or higher account, and changes nothing', async () => {
    // Status changes are admin's and buadm's (credentials.test.ts); the rank rule bounds buadm.
    const buadm = await someone('buadm');
    const otherBuadm = await makeAccount(t.ctx, 'buadm');
    const admin = await makeAccount(t.ctx, 'admin');
    for (const target of [otherBuadm, admin]) {
      for (const change of ['block', 'deactivate']) {
        const response = await postAs(t.app, buadm.session, `/api/account/${change}`, { account: String(target.id) });
        expect(response.status).toBe(403);
        expect(response.body.log).toBe('Vous ne pouvez pas changer le statut d’un compte dont les droits égalent ou dépassent les vôtres.');
      }
    }
    expect((await userByEmail(t.ctx, otherBuadm.email)).status).toBe('active');
    expect((await userByEmail(t.ctx, admin.email)).status).toBe('active');
  });

  it('refuses to delete an equal or higher account', async () => {
    const buadm = await makeAccount(t.ctx, 'buadm');
    const { session } = await someone('buadmCtr');
    const response = await postAs(t.app, session, '/api/account/delete', { id: String(buadm.id) });
    expect(response.status).toBe(403);
    expect(await userByEmail(t.ctx, buadm.email)).toMatchObject({ id: buadm.id });
    const list = await getAs(t.app, session, `/api/account/list?q=${encodeURIComponent(buadm.email)}`).expect(200);
    const row = list.body.data.rows.find((candidate: { accountEmail: string }) => candidate.accountEmail === buadm.email);
    expect(row.readOnly).toBe(1);
  });

  it('refuses to send a password link for an equal or higher account', async () => {
    const buadm = await makeAccount(t.ctx, 'buadm');
    const { session } = await someone('buadm');
    const before = await lastMail();
    const response = await postAs(t.app, session, '/api/account/passwordLink', { account: String(buadm.id) });
    expect(response.status).toBe(403);
    expect(response.body.passwordLink).toBe('error');
    expect((await lastMail())?.id).toBe(before?.id);
  });
});

describe('nobody sets someone else’s password: the owner gets a reset link', () => {
  it('refuses a password in the account form of another user, even from admin', async () => {
    const member = await makeAccount(t.ctx, 'member');
    const response = await postAs(t.app, (await someone('admin')).session, `/api/account/edit/${member.id}`, {
      ...form(member),
      accountPassword: 'Nouveau2027',
    });
    expect(response.status).toBe(400);
    expect(response.body.log).toBe('Champ inconnu : « accountPassword ».');
    expect(await verifyPassword((await userByEmail(t.ctx, member.email)).passwordHash, FACTORY_PASSWORD)).toBe(true);
  });

  it('offers a lower account a « password link » button that e-mails the owner a link to PUBLIC_URL', async () => {
    const member = await makeAccount(t.ctx, 'member');
    const buadm = (await someone('buadm')).session;
    const { body } = await getAs(t.app, buadm, `/api/account/edit/${member.id}`).expect(200);
    const fields = body.data.fields.flatMap((group: { items: Array<{ id: string }> }) => group.items.map((field) => field.id));
    expect(fields).not.toContain('accountPassword');
    const action = body.data.bottomActions.find((candidate: { name: string }) => candidate.name === 'passwordLink');
    expect(action).toMatchObject({ type: 'post', url: '/api/account/passwordLink', statusKey: 'passwordLink', params: { account: String(member.id) } });

    const response = await postAs(t.app, buadm, action.url, action.params).expect(200);
    expect(response.body).toEqual({ passwordLink: 'complete', log: `Un lien de changement de mot de passe a été envoyé à ${member.email}.` });
    const mail = await lastMail();
    expect(mail.to).toBe(member.email);
    expect(mail.text).toMatch(/^https:\/\/canal-pneumo\.example\.fr\/cpwd\?k=[\w-]+$/m);
    expect(await verifyPassword((await userByEmail(t.ctx, member.email)).passwordHash, FACTORY_PASSWORD)).toBe(true);
  });

  it('creates an account without a password and e-mails its owner a link to choose one', async () => {
    const response = await postAs(t.app, (await someone('admin')).session, '/api/account/edit', {
      fsubmit: 'account_form',
      accountEmail: 'nouvelle.recrue@exemple.fr',
      accountFirstname: 'Léa',
      accountLastname: 'Roussel',
      accountJob: 'md',
      accountRole: 'member',
    });
    expect(response.status).toBe(200);
    const row = await userByEmail(t.ctx, 'nouvelle.recrue@exemple.fr');
    expect(await verifyPassword(row.passwordHash, '')).toBe(false);
    const mail = await lastMail();
    expect(mail).toMatchObject({ to: 'nouvelle.recrue@exemple.fr', subject: 'Canal Pneumo : votre compte est prêt' });
    expect(mail.text).toMatch(/\/cpwd\?k=[\w-]+$/m);
  });

  it('lets one change one’s own password, never echoes it, and ends older reset links', async () => {
    const { row: adminRow, session } = await someone('admin');
    const key = 'cle-ancienne';
    const { sha256 } = await import('@canal/service-core');
    await t.ctx.db.insert(schema.passwordResetKeys).values({ keyHash: sha256(key), userId: adminRow.id, expiresAt: new Date(t.seededAt.getTime() + 3600_000) });
    const response = await postAs(t.app, session, `/api/account/edit/${adminRow.id}`, { ...form(adminRow), accountPassword: 'Souffle2027-admin' });
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).not.toContain('Souffle2027-admin');
    expect(await verifyPassword((await userByEmail(t.ctx, adminRow.email)).passwordHash, 'Souffle2027-admin')).toBe(true);
    const [stored] = await t.ctx.db
      .select()
      .from(schema.passwordResetKeys)
      .where(eq(schema.passwordResetKeys.keyHash, sha256(key)));
    expect(stored.usedAt).not.toBeNull();
  });
});
