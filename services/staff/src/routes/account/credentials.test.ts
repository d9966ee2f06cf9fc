import request from 'supertest';
import { count, eq } from 'drizzle-orm';
import { formFetchResponseSchema } from '@canal/contracts';
import { schema, verifyPassword } from '@canal/service-core';
import { FACTORY_PASSWORD, type TestSession, type UserRow } from '@canal/service-core/testing';
import { CREDENTIALS_REFUSED } from '../../account/accountCredentials';
import { accountValues } from '../../account/accountValues';
import { getAs, login, makeAccount, postAs, staffTestBed, userByEmail, type AccountKind } from '../../testSupport';

/**
 * The account takeover found by the security probe: an invit (or buadmCtr) set a doctor's e-mail to
 * an address of theirs, sent the password link, chose a password and logged in as the doctor.
 * E-mail, password, role and status are admin's and buadm's only: the lower sub-roles see them
 * read-only, and a post that changes them anyway is refused in French with nothing written.
 */
const bed = staffTestBed(['admin', 'buadm', 'buadmCtr', 'invit']);

/** The doctor a test works on, its own. */
const makeDoctor = () => makeAccount(bed.t.ctx, 'member', { firstname: 'Claire', lastname: 'Martin', job: 'md', cell: '06 12 34 56 78' });

/** The account form as the browser posts it: every field, read-only ones with their loaded values (no password field for someone else). */
function formOf(row: UserRow) {
  const { accountPassword: _none, accountEventCategory: _categories, ...values } = accountValues(row);
  return { fsubmit: 'account_form', ...values };
}

/** Everything a refused post could have written: the row, its mails, its pending e-mail changes, its reset keys. */
async function traces(row: UserRow) {
  const ctx = bed.t.ctx;
  const [mails] = await ctx.db.select({ total: count() }).from(schema.mailOutbox);
  const [changes] = await ctx.db.select({ total: count() }).from(schema.emailChanges).where(eq(schema.emailChanges.userId, row.id));
  const [keys] = await ctx.db.select({ total: count() }).from(schema.passwordResetKeys).where(eq(schema.passwordResetKeys.userId, row.id));
  const { updatedAt: _updated, ...stored } = await userByEmail(ctx, row.email);
  return { stored, mails: mails.total, changes: changes.total, keys: keys.total };
}

const fieldsOf = (body: unknown) => formFetchResponseSchema.parse(body).data.fields.flatMap((group) => group.items);

describe.each<[Extract<AccountKind, 'buadmCtr' | 'invit'>]>([['invit'], ['buadmCtr']])('%s on a doctor’s account', (kind) => {
  const session = (): TestSession => bed.as[kind];

  it('sees e-mail, role and status read-only, and neither the password link nor the status buttons', async () => {
    const doctor = await makeDoctor();
    const response = await getAs(bed.t.app, session(), `/api/account/edit/${doctor.id}`).expect(200);
    const fields = fieldsOf(response.body);
    for (const id of ['accountEmail', 'accountRole', 'accountStatus']) expect(fields.find((field) => field.id === id)?.disabled).toBe(true);
    expect(fields.some((field) => field.id === 'accountPassword')).toBe(false);
    expect(response.body.data.readOnly).toBe(false);
    expect(response.body.data.bottomActions.map((action: { name: string }) => action.name)).toEqual(['submit', 'cancel']);
  });

  it.each([
    ['accountEmail', 'pirate@exemple.fr'],
    ['accountEmail', 'Pirate.Deux@Exemple.fr'],
    ['accountPassword', 'Pirate2026x'],
    ['accountRole', 'admin'],
    ['accountRole', 'speaker'],
    ['accountSubRole', 'buadm'],
    ['accountStatus', 'blocked'],
  ])('is refused (403, French reason) when posting %s=%s, and nothing is written', async (field, value) => {
    const doctor = await makeDoctor();
    const before = await traces(doctor);
    const response = await postAs(bed.t.app, session(), `/api/account/edit/${doctor.id}`, { ...formOf(doctor), accountCity: 'Lyon', [field]: value });
    expect(response.status).toBe(403);
    expect(response.body.log).toBe(CREDENTIALS_REFUSED);
    expect(await traces(doctor)).toEqual(before);
    expect(await verifyPassword((await userByEmail(bed.t.ctx, doctor.email)).passwordHash, FACTORY_PASSWORD)).toBe(true);
  });

  it('still saves the other fields, the read-only ones posted back unchanged as the browser does', async () => {
    const doctor = await makeDoctor();
    const unchanged = { ...formOf(doctor), accountEmail: doctor.email.toUpperCase(), accountCity: 'Lyon' };
    await postAs(bed.t.app, session(), `/api/account/edit/${doctor.id}`, unchanged).expect(200);
    expect(await userByEmail(bed.t.ctx, doctor.email)).toMatchObject({ city: 'Lyon', role: 'member', status: 'active' });
    const [changes] = await bed.t.ctx.db.select({ total: count() }).from(schema.emailChanges).where(eq(schema.emailChanges.userId, doctor.id));
    expect(changes.total).toBe(0);
  });

  it.each(['activate', 'deactivate', 'block', 'passwordLink'])('is refused %s (403, French) and nothing is written or mailed', async (action) => {
    const doctor = await makeDoctor();
    if (action === 'activate') await bed.t.ctx.db.update(schema.users).set({ status: 'pending' }).where(eq(schema.users.id, doctor.id));
    const before = await traces(doctor);
    const response = await postAs(bed.t.app, session(), `/api/account/${action}`, { account: String(doctor.id) });
    expect(response.status).toBe(403);
    expect(response.body.log).toBe("Vous n'avez pas les droits nécessaires pour cette action.");
    expect(await traces(doctor)).toEqual(before);
  });

  it('is refused the bulk status changes of the list', async () => {
    const doctor = await makeDoctor();
    const { cookie, csrf } = session();
    const response = await request(bed.t.app)
      .post('/api/account/bulk/deactivate')
      .set('Cookie', cookie)
      .set('X-CSRF-Token', csrf)
      .send({ ids: [doctor.id] });
    expect(response.status).toBe(403);
    expect((await userByEmail(bed.t.ctx, doctor.email)).status).toBe('active');
    const list = await getAs(bed.t.app, session(), `/api/account/list?q=${encodeURIComponent(doctor.email)}`).expect(200);
    expect(list.body.data.bulkActions).toEqual([]);
  });

  it('keeps its own password its own', async () => {
    const self = await makeAccount(bed.t.ctx, kind);
    const own = await login(bed.t.ctx, self.email);
    // One's own e-mail is changed on « Mon compte », with its confirmation.
    const email = await postAs(bed.t.app, own, `/api/account/edit/${self.id}`, { ...formOf(self), accountEmail: 'ailleurs@exemple.fr' });
    expect(email.status).toBe(403);
    expect(email.body.log).toBe(CREDENTIALS_REFUSED);
    await postAs(bed.t.app, own, `/api/account/edit/${self.id}`, { ...formOf(self), accountPassword: 'Souffle2027x' }).expect(200);
    expect(await verifyPassword((await userByEmail(bed.t.ctx, self.email)).passwordHash, 'Souffle2027x')).toBe(true);
  });
});

describe('admin and buadm keep the credentials', () => {
  it.each<['admin' | 'buadm']>([['admin'], ['buadm']])('%s sees e-mail editable, the password link and the status buttons, and blocks', async (kind) => {
    const doctor = await makeDoctor();
    const response = await getAs(bed.t.app, bed.as[kind], `/api/account/edit/${doctor.id}`).expect(200);
    expect(fieldsOf(response.body).find((field) => field.id === 'accountEmail')?.disabled).toBe(false);
    const buttons = response.body.data.bottomActions.map((action: { name: string }) => action.name);
    expect(buttons).toEqual(['submit', 'cancel', 'passwordLink', 'deactivate', 'block']);
    await postAs(bed.t.app, bed.as[kind], '/api/account/block', { account: String(doctor.id) }).expect(200);
    expect((await userByEmail(bed.t.ctx, doctor.email)).status).toBe('blocked');
    await postAs(bed.t.app, bed.as[kind], '/api/account/passwordLink', { account: String(doctor.id) }).expect(200);
  });

  it('buadm still cannot give a role, nor change an admin’s account', async () => {
    const doctor = await makeDoctor();
    await postAs(bed.t.app, bed.as.buadm, `/api/account/edit/${doctor.id}`, { ...formOf(doctor), accountRole: 'admin' }).expect(200);
    expect((await userByEmail(bed.t.ctx, doctor.email)).role).toBe('member');
    const admin = await makeAccount(bed.t.ctx, 'admin');
    const refused = await postAs(bed.t.app, bed.as.buadm, `/api/account/edit/${admin.id}`, { ...formOf(admin), accountEmail: 'pirate@exemple.fr' }).expect(403);
    expect(refused.body.log).toBe('Ce contenu est en lecture seule.');
  });
});
