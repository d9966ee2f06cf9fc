import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { formFetchResponseSchema, privacyApi } from '@canal/contracts';
import { schema, sha256, uploadStorageOf, verifyPassword } from '@canal/service-core';
import { binaryBody, FACTORY_PASSWORD, makeMemberFootprint, makeStage, type Stage, type TestSession, type UserRow } from '@canal/service-core/testing';
import { getAs, login, loginAs, makeAccount, postAs, openEmptyTestApp, type TestApp } from '../../testSupport';

const PUBLIC_URL = 'https://canal-pneumo.example.fr';
const INVALID_LINK = 'Ce lien de suppression est invalide, a expiré ou a déjà servi.';

let t: TestApp;
let stage: Stage;
let admin: TestSession;
/** The link may be opened on any device: confirmations are sent without the member's session. */
let visitor: TestSession;
beforeAll(async () => {
  t = await openEmptyTestApp({ PUBLIC_URL });
  stage = await makeStage(t.ctx);
  admin = await loginAs(t.ctx, 'admin');
  visitor = await login(t.ctx, null);
});
afterAll(() => t.database.close());

const countOf = async (table: PgTable, where: SQL | undefined) => (await t.ctx.db.select({ n: count() }).from(table).where(where))[0].n;
const account = async (id: number) => (await t.ctx.db.select().from(schema.users).where(eq(schema.users.id, id)))[0];

/** The key of the last deletion link mailed to that address, read from the e-mail as its reader would. */
async function mailedKey(email: string): Promise<string> {
  const [mail] = await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email)).orderBy(desc(schema.mailOutbox.id)).limit(1);
  const link = /https:\/\/\S+\/account\/delete\?k=(\S+)/.exec(mail?.text ?? '');
  if (!link) throw new Error(`no deletion link mailed to ${email}`);
  return decodeURIComponent(link[1]);
}

/** A member who asked for the deletion link, with their session and the mailed key. */
async function memberWithLink(fields: Partial<typeof schema.users.$inferInsert> = {}) {
  const row = await makeAccount(t.ctx, 'member', {
    firstname: 'Hélène',
    lastname: 'Marchand',
    city: 'Nantes',
    cell: '06 55 44 33 22',
    jobPrecision: '10101010105',
    ...fields,
  });
  const session = await login(t.ctx, row.email);
  await postAs(t.app, session, '/api/account/deletion/request', {}).expect(200);
  return { row, session, key: await mailedKey(row.email) };
}

const confirm = (key: string) => postAs(t.app, visitor, '/api/account/deletion/confirm', { key });

describe('POST /api/account/deletion/request: « Supprimer mon compte »', () => {
  it('mails a single-use link to the member’s own address, whose key is stored hashed, and changes nothing else', async () => {
    const row = await makeAccount(t.ctx, 'member', { firstname: 'Hélène' });
    const response = await postAs(t.app, await login(t.ctx, row.email), '/api/account/deletion/request', {}).expect(200);
    expect(privacyApi.deletionRequest.output.parse(response.body)).toEqual({
      deletion: 'requested',
      log: `Un e-mail de confirmation vient de vous être envoyé à ${row.email}. Ouvrez le lien qu’il contient dans les 24 heures pour confirmer la suppression de votre compte.`,
    });
    const [mail] = await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, row.email));
    expect(mail.subject).toBe('Canal Pneumo : confirmez la suppression de votre compte');
    expect(mail.text).toContain('Bonjour Hélène,');
    expect(mail.text).toContain(`${PUBLIC_URL}/account/delete?k=`);
    expect(mail.text).toContain(privacyApi.DELETION_TEXTS.kept);
    const key = await mailedKey(row.email);
    const [stored] = await t.ctx.db.select().from(schema.accountDeletionKeys).where(eq(schema.accountDeletionKeys.userId, row.id));
    expect(stored.keyHash).toBe(sha256(key));
    expect(stored.keyHash).not.toContain(key);
    expect(stored.expiresAt.getTime() - t.seededAt.getTime()).toBe(24 * 3600_000);
    expect((await account(row.id)).status).toBe('active');
  });

  it('is for members: speakers, staff and admins are closed by the team; a visitor is asked to log in', async () => {
    for (const kind of ['speaker', 'mod', 'admin'] as const) {
      const row = await makeAccount(t.ctx, kind);
      const refused = await postAs(t.app, await login(t.ctx, row.email), '/api/account/deletion/request', {}).expect(403);
      expect(refused.body.log).toMatch(/^La suppression en ligne concerne les comptes de professionnels de santé\./);
      expect(await countOf(schema.accountDeletionKeys, eq(schema.accountDeletionKeys.userId, row.id))).toBe(0);
      expect(await countOf(schema.mailOutbox, eq(schema.mailOutbox.to, row.email))).toBe(0);
    }
    await postAs(t.app, await login(t.ctx, null), '/api/account/deletion/request', {}).expect(401);
  });

  it('mails at most three links an hour per account, even when asked for all at once', async () => {
    const row = await makeAccount(t.ctx, 'member');
    const session = await login(t.ctx, row.email);
    const answers = await Promise.all(Array.from({ length: 6 }, () => postAs(t.app, session, '/api/account/deletion/request', {})));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    expect(answers.find((answer) => answer.status === 429)?.body.log).toBe(
      'Vous avez déjà demandé plusieurs e-mails de suppression dans l’heure : utilisez le dernier reçu, ou réessayez plus tard.',
    );
    expect(await countOf(schema.mailOutbox, eq(schema.mailOutbox.to, row.email))).toBe(3);
    t.ctx.now = () => new Date(t.seededAt.getTime() + 61 * 60_000);
    try {
      await postAs(t.app, session, '/api/account/deletion/request', {}).expect(200);
    } finally {
      t.ctx.now = () => t.seededAt;
    }
  });
});

describe('POST /api/account/deletion/confirm: the mailed link anonymises the account', () => {
  it('blanks the personal fields, revokes every session and erases what was the member’s alone, keeping the rows reports count', async () => {
    const { row, session, key } = await memberWithLink();
    await makeMemberFootprint(t.ctx, row.id, stage, 'Hélène-M');
    const otherDevice = await login(t.ctx, row.email);
    await getAs(t.app, otherDevice, '/api/account/consents').expect(200);
    const authorisation = `authorisations/${row.id}/autorisation.pdf`;
    await uploadStorageOf(t.ctx).put(authorisation, Buffer.from('%PDF-1.4 autorisation'));
    await t.ctx.db
      .update(schema.users)
      .set({ studentAuthorisation: [{ dest: `/cache/${authorisation}`, name: 'autorisation.pdf' }] })
      .where(eq(schema.users.id, row.id));
    await t.ctx.db
      .insert(schema.passwordResetKeys)
      .values({ keyHash: sha256('ancien-lien'), userId: row.id, expiresAt: new Date(t.seededAt.getTime() + 3600_000) });

    const response = await confirm(key).expect(200);
    expect(privacyApi.deletionConfirm.output.parse(response.body)).toEqual({
      deletion: 'complete',
      log: 'Votre compte a été supprimé. Merci d’avoir utilisé Canal Pneumo.',
    });

    const gone = await account(row.id);
    expect(gone).toMatchObject({
      email: `deleted-${row.id}@invalid`,
      firstname: '',
      lastname: 'Compte supprimé',
      cell: null,
      city: null,
      jobPrecision: null,
      optins: {},
      studentAuthorisation: [],
      status: 'deleted',
      // Categories for statistics, which name nobody.
      job: row.job,
      role: 'member',
    });
    expect(await verifyPassword(gone.passwordHash, FACTORY_PASSWORD)).toBe(false);
    // Every session at once, the one of another device too.
    for (const open of [session, otherDevice]) await getAs(t.app, open, '/api/account/consents').expect(401);
    expect(await uploadStorageOf(t.ctx).size(authorisation)).toBeNull();

    const erased = {
      optinChanges: await countOf(schema.optinChanges, eq(schema.optinChanges.userId, row.id)),
      chatThreads: await countOf(schema.chatThreads, eq(schema.chatThreads.userId, row.id)),
      chatLedger: await countOf(schema.chatSentMessages, eq(schema.chatSentMessages.userId, row.id)),
      chatMessages: await countOf(schema.chatMessages, sql`${schema.chatMessages.content}::text like '%Hélène-M%'`),
      mediaShares: await countOf(schema.mediaShares, eq(schema.mediaShares.userId, row.id)),
      contactMessages: await countOf(schema.contactMessages, eq(schema.contactMessages.userId, row.id)),
      mails: await countOf(schema.mailOutbox, eq(schema.mailOutbox.to, row.email)),
      passwordLinks: await countOf(schema.passwordResetKeys, eq(schema.passwordResetKeys.userId, row.id)),
      deletionLinks: await countOf(schema.accountDeletionKeys, eq(schema.accountDeletionKeys.userId, row.id)),
    };
    expect(erased).toEqual({
      optinChanges: 0,
      chatThreads: 0,
      chatLedger: 0,
      chatMessages: 0,
      mediaShares: 0,
      contactMessages: 0,
      mails: 0,
      passwordLinks: 0,
      deletionLinks: 0,
    });
    const kept = {
      subscriptions: await countOf(schema.subscriptions, eq(schema.subscriptions.userId, row.id)),
      presence: await countOf(schema.roomPresence, eq(schema.roomPresence.userId, row.id)),
      attendance: await countOf(schema.attendance, eq(schema.attendance.userId, row.id)),
      questions: await countOf(schema.liveMessages, eq(schema.liveMessages.userId, row.id)),
      quizAnswers: await countOf(schema.quizAnswers, eq(schema.quizAnswers.userId, row.id)),
      feedbackAnswers: await countOf(schema.feedbackAnswers, eq(schema.feedbackAnswers.userId, row.id)),
      mediaProgress: await countOf(schema.mediaProgress, eq(schema.mediaProgress.userId, row.id)),
      mediaRatings: await countOf(schema.mediaRatings, eq(schema.mediaRatings.userId, row.id)),
    };
    expect(kept).toEqual({ subscriptions: 1, presence: 1, attendance: 1, questions: 1, quizAnswers: 2, feedbackAnswers: 1, mediaProgress: 1, mediaRatings: 1 });
  });

  it('keeps in the account’s history who changed what and when, without the values, and records the deletion', async () => {
    const { row, key } = await memberWithLink();
    const form = {
      fsubmit: 'account_form',
      accountEmail: row.email,
      accountFirstname: 'Hélène',
      accountLastname: 'Marchand-Roy',
      accountJob: 'md',
      accountRole: 'member',
    };
    await postAs(t.app, admin, `/api/account/edit/${row.id}`, form).expect(200);
    await confirm(key).expect(200);
    const history = await getAs(t.app, admin, `/api/_history/account/${row.id}`).expect(200);
    const text = JSON.stringify(history.body);
    expect(text).not.toMatch(/Marchand|Hélène/);
    expect(history.body.data[0].changes).toEqual([{ field: 'accountStatus', label: 'Statut', old: 'Actif', new: 'Supprimé' }]);
    const staffEdit: Array<{ field: string; old: string; new: string }> = history.body.data[1].changes;
    expect(staffEdit.map((change) => change.field)).toContain('accountLastname');
    expect(staffEdit.every((change) => change.old === '(effacé)' && change.new === '(effacé)')).toBe(true);
  });

  it('works once: the same link again, an unknown key or an expired link writes nothing', async () => {
    const used = await memberWithLink();
    await confirm(used.key).expect(200);
    expect((await confirm(used.key).expect(400)).body.log).toBe(INVALID_LINK);
    expect((await confirm('x'.repeat(43)).expect(400)).body.log).toBe(INVALID_LINK);
    expect((await confirm('trop-court').expect(400)).body.log).toMatch(/Ce lien de suppression est invalide/);

    const late = await memberWithLink();
    t.ctx.now = () => new Date(t.seededAt.getTime() + 24 * 3600_000 + 60_000);
    try {
      expect((await confirm(late.key).expect(400)).body.log).toBe(INVALID_LINK);
    } finally {
      t.ctx.now = () => t.seededAt;
    }
    expect(await account(late.row.id)).toMatchObject({ email: late.row.email, lastname: 'Marchand', status: 'active' });
    await getAs(t.app, late.session, '/api/account/consents').expect(200);
  });

  it('ends the cookie of the browser that confirms, when it is the deleted account’s', async () => {
    const { session, key } = await memberWithLink();
    const response = await postAs(t.app, session, '/api/account/deletion/confirm', { key }).expect(200);
    expect(String(response.headers['set-cookie'])).toMatch(/cp_sid=;/);
  });
});

describe('a deleted account is final: staff cannot reopen it', () => {
  let deleted: UserRow;
  beforeAll(async () => {
    const { row, key } = await memberWithLink({ lastname: 'Perrin' });
    await confirm(key).expect(200);
    deleted = await account(row.id);
  });

  it('shows it read-only, without the status and password buttons', async () => {
    const { data } = formFetchResponseSchema.parse((await getAs(t.app, admin, `/api/account/edit/${deleted.id}`).expect(200)).body);
    expect(data.readOnly).toBe(true);
    expect(data.values).toMatchObject({ accountEmail: deleted.email, accountLastname: 'Compte supprimé', accountStatus: 'deleted' });
    expect(data.bottomActions.map((action) => action.name)).toEqual(['submit', 'cancel']);
  });

  it('refuses every change, by the form, the status buttons, the list and the database itself', async () => {
    const edit = await postAs(t.app, admin, `/api/account/edit/${deleted.id}`, {
      fsubmit: 'account_form',
      accountEmail: 'repris@exemple.fr',
      accountFirstname: 'R',
      accountLastname: 'R',
      accountJob: 'md',
    });
    expect(edit.status).toBe(403);
    const reopened = await postAs(t.app, admin, '/api/account/activate', { account: String(deleted.id) }).expect(409);
    expect(reopened.body.log).toBe('Ce compte a été supprimé à la demande de son titulaire : il ne peut plus être modifié ni rouvert.');
    await postAs(t.app, admin, '/api/account/delete', { id: String(deleted.id) }).expect(409);
    await expect(t.ctx.db.update(schema.users).set({ status: 'active' }).where(eq(schema.users.id, deleted.id))).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`update users set password_hash = 'x' where id = ${deleted.id}`)).rejects.toThrow();
    expect(await account(deleted.id)).toEqual(deleted);
    // A password link goes nowhere: the address cannot receive mail, and the outbox says so.
    await postAs(t.app, admin, '/api/account/passwordLink', { account: String(deleted.id) });
    const mails = await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, deleted.email));
    expect(mails.every((mail) => mail.error === 'Adresse d’un compte supprimé : message non envoyé.' && mail.sentAt === null)).toBe(true);
  });

  it('shows « Compte supprimé » in the accounts export instead of the name', async () => {
    const csv = await getAs(t.app, admin, `/api/account/export?format=csv&q=${encodeURIComponent(deleted.email)}`)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const text = (csv.body as Buffer).toString('utf8');
    expect(text).toContain('Compte supprimé');
    expect(text).toContain('Supprimé');
    expect(text).not.toMatch(/Perrin|Hélène|Nantes/);
  });
});
