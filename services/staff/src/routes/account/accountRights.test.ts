import { desc, eq } from 'drizzle-orm';
import { DEMO_PASSWORD, schema, verifyPassword } from '@canal/service-core';
import { ADMIN, BUADM, BUADM_CTR, INVIT, MEMBER, getAs, login, postAs, openTestApp, userByEmail, type TestApp } from '../../testSupport';

/**
 * The privilege escalation found when the foundation was tried: a lower staff sub-role set the
 * password or the e-mail of a buadm account, then logged in as it. Nobody below admin changes the
 * credentials, role or status of an account ranked at or above their own, and nobody sets someone
 * else's password: the owner gets a reset link by e-mail.
 */
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ PUBLIC_URL: 'https://canal-pneumo.example.fr' });
});
afterAll(() => t.database.close());

const form = (row: { email: string; firstname: string; lastname: string; job: string | null }) => ({
  fsubmit: 'account_form',
  accountEmail: row.email,
  accountFirstname: row.firstname,
  accountLastname: row.lastname,
  accountJob: row.job ?? 'lb',
});

const lastMail = async () => (await t.ctx.db.select().from(schema.mailOutbox).orderBy(desc(schema.mailOutbox.id)).limit(1))[0];

describe('an account ranked at or above the caller cannot be taken over', () => {
  it.each([
    ['invit', INVIT],
    ['buadmCtr', BUADM_CTR],
  ])('%s can neither set the password nor the e-mail of buadm', async (_who, attacker) => {
    const session = await login(t.ctx, attacker);
    const target = await userByEmail(t.ctx, BUADM);
    const password = await postAs(t.app, session, `/api/account/edit/${target.id}`, { ...form(target), accountPassword: 'Pirate2026x' });
    expect(password.status).toBeGreaterThanOrEqual(400);
    expect(password.status).toBeLessThan(500);
    const email = await postAs(t.app, session, `/api/account/edit/${target.id}`, { ...form(target), accountEmail: 'pirate@exemple.fr' });
    expect(email.status).toBe(403);
    expect(email.body.log).toBe('Ce contenu est en lecture seule.');
    const after = await userByEmail(t.ctx, BUADM);
    expect(after.email).toBe(BUADM);
    expect(await verifyPassword(after.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(after.passwordHash, 'Pirate2026x')).toBe(false);
  });

  it('shows such an account read-only, without status or password buttons', async () => {
    const target = await userByEmail(t.ctx, BUADM);
    const { body } = await getAs(t.app, await login(t.ctx, INVIT), `/api/account/edit/${target.id}`).expect(200);
    expect(body.data.readOnly).toBe(true);
    expect(body.data.bottomActions.map((action: { name: string }) => action.name)).toEqual(['submit', 'cancel']);
  });

  it('refuses status changes on an equal or higher account, and changes nothing', async () => {
    const buadm = await userByEmail(t.ctx, BUADM);
    const invit = await userByEmail(t.ctx, INVIT);
    for (const [attacker, target] of [
      [INVIT, buadm],
      [BUADM_CTR, invit],
    ] as const) {
      for (const change of ['block', 'deactivate']) {
        const response = await postAs(t.app, await login(t.ctx, attacker), `/api/account/${change}`, { account: String(target.id) });
        expect(response.status).toBe(403);
        expect(response.body.log).toBe('Vous ne pouvez pas changer le statut d’un compte dont les droits égalent ou dépassent les vôtres.');
      }
    }
    expect((await userByEmail(t.ctx, BUADM)).status).toBe('active');
    expect((await userByEmail(t.ctx, INVIT)).status).toBe('active');
  });

  it('refuses to delete an equal or higher account', async () => {
    const buadm = await userByEmail(t.ctx, BUADM);
    const response = await postAs(t.app, await login(t.ctx, BUADM_CTR), '/api/account/delete', { id: String(buadm.id) });
    expect(response.status).toBe(403);
    expect(await userByEmail(t.ctx, BUADM)).toMatchObject({ id: buadm.id });
    const list = await getAs(t.app, await login(t.ctx, BUADM_CTR), '/api/account/list?q=canal-pneumo.fr&pl=50').expect(200);
    const row = list.body.data.rows.find((candidate: { accountEmail: string }) => candidate.accountEmail === BUADM);
    expect(row.readOnly).toBe(1);
  });

  it('refuses to send a password link for an equal or higher account', async () => {
    const buadm = await userByEmail(t.ctx, BUADM);
    const before = await lastMail();
    const response = await postAs(t.app, await login(t.ctx, INVIT), '/api/account/passwordLink', { account: String(buadm.id) });
    expect(response.status).toBe(403);
    expect(response.body.passwordLink).toBe('error');
    expect((await lastMail())?.id).toBe(before?.id);
  });
});

describe('nobody sets someone else’s password: the owner gets a reset link', () => {
  it('refuses a password in the account form of another user, even from admin', async () => {
    const member = await userByEmail(t.ctx, MEMBER);
    const response = await postAs(t.app, await login(t.ctx, ADMIN), `/api/account/edit/${member.id}`, { ...form(member), accountPassword: 'Nouveau2027' });
    expect(response.status).toBe(400);
    expect(response.body.log).toBe('Champ inconnu : « accountPassword ».');
    expect(await verifyPassword((await userByEmail(t.ctx, MEMBER)).passwordHash, DEMO_PASSWORD)).toBe(true);
  });

  it('offers a lower account a « password link » button that e-mails the owner a link to PUBLIC_URL', async () => {
    const member = await userByEmail(t.ctx, MEMBER);
    const buadm = await login(t.ctx, BUADM);
    const { body } = await getAs(t.app, buadm, `/api/account/edit/${member.id}`).expect(200);
    const fields = body.data.fields.flatMap((group: { items: Array<{ id: string }> }) => group.items.map((field) => field.id));
    expect(fields).not.toContain('accountPassword');
    const action = body.data.bottomActions.find((candidate: { name: string }) => candidate.name === 'passwordLink');
    expect(action).toMatchObject({ type: 'post', url: '/api/account/passwordLink', statusKey: 'passwordLink', params: { account: String(member.id) } });

    const response = await postAs(t.app, buadm, action.url, action.params).expect(200);
    expect(response.body).toEqual({ passwordLink: 'complete', log: `Un lien de changement de mot de passe a été envoyé à ${MEMBER}.` });
    const mail = await lastMail();
    expect(mail.to).toBe(MEMBER);
    expect(mail.text).toMatch(/^https:\/\/canal-pneumo\.example\.fr\/cpwd\?k=[\w-]+$/m);
    expect(await verifyPassword((await userByEmail(t.ctx, MEMBER)).passwordHash, DEMO_PASSWORD)).toBe(true);
  });

  it('creates an account without a password and e-mails its owner a link to choose one', async () => {
    const response = await postAs(t.app, await login(t.ctx, ADMIN), '/api/account/edit', {
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
    const adminRow = await userByEmail(t.ctx, ADMIN);
    const key = 'cle-ancienne';
    const { sha256 } = await import('@canal/service-core');
    await t.ctx.db.insert(schema.passwordResetKeys).values({ keyHash: sha256(key), userId: adminRow.id, expiresAt: new Date(t.seededAt.getTime() + 3600_000) });
    const response = await postAs(t.app, await login(t.ctx, ADMIN), `/api/account/edit/${adminRow.id}`, { ...form(adminRow), accountPassword: 'Souffle2027-admin' });
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).not.toContain('Souffle2027-admin');
    expect(await verifyPassword((await userByEmail(t.ctx, ADMIN)).passwordHash, 'Souffle2027-admin')).toBe(true);
    const [stored] = await t.ctx.db.select().from(schema.passwordResetKeys).where(eq(schema.passwordResetKeys.keyHash, sha256(key)));
    expect(stored.usedAt).not.toBeNull();
  });
});
