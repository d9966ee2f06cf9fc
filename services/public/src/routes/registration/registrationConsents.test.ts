import { createReadStream } from 'node:fs';
import request from 'supertest';
import { asc, eq } from 'drizzle-orm';
import { formFields, type FormDefinition } from '@canal/contracts';
import { schema } from '@canal/service-core';
import { importDirectory, OPTIN_FIELDS, SAMPLE_DIRECTORY_FILE } from '@canal/domain';
import { browserSession, loggedInCookie, openEmptyTestApp, postAsNewBrowser, type TestApp } from '../../testSupport';
import { doctorRegistration } from '../../registration/testing/doctorRegistration';

const NOW = new Date('2026-03-12T09:30:00.000Z');

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp({}, NOW);
  await importDirectory(t.ctx, createReadStream(SAMPLE_DIRECTORY_FILE), { bytes: 0, lines: 0 });
});
afterAll(() => t.database.close());

/** A doctor the sample directory lists: the account is active at once and can log in. */
const listedDoctor = (email: string, fields: Record<string, string> = {}) =>
  doctorRegistration({ accountEmail: email, accountFirstname: 'Camille', accountLastname: 'Martin', accountJobPrecision: '10003456786', ...fields });

async function accountOf(email: string) {
  const [row] = await t.ctx.db.select().from(schema.users).where(eq(schema.users.email, email));
  return row;
}

const consentsOf = (userId: number) =>
  t.ctx.db.select().from(schema.optinChanges).where(eq(schema.optinChanges.userId, userId)).orderBy(asc(schema.optinChanges.optin));

/** What the shell reads to open the blocking optins dialog: the session user after a login. */
async function sessionUserAfterLogin(email: string) {
  const browser = await browserSession(t.app);
  const login = await request(t.app)
    .post('/api/auth/login')
    .set('Cookie', browser.cookie)
    .set('X-CSRF-Token', browser.csrf)
    .type('form')
    .send({ email, password: 'Souffle2026' });
  expect(login.body.auth).toBe('ok');
  return (await request(t.app).get('/api/profil/get?api=3').set('Cookie', loggedInCookie(browser.cookie, login)).expect(200)).body.user;
}

describe('consents given at registration', () => {
  it('shows the optins form’s consents, every box empty: consent is an act (CNIL)', async () => {
    const data = (await request(t.app).get('/api/registration?view=rpps').expect(200)).body.data as FormDefinition;
    const group = data.fields.find((candidate) => candidate.label === 'Mes consentements');
    expect(group?.items.map((field) => [field.id, field.label, field.type])).toEqual(OPTIN_FIELDS.map((field) => [field.id, field.label, 'checkbox']));
    expect(
      formFields(data.fields)
        .map((field) => field.id)
        .slice(-4),
    ).toEqual(['accountOptin1', 'accountOptin2', 'accountOptin3', 'accountConsent']);
    for (const field of OPTIN_FIELDS) expect([field.id, data.values[field.id] ?? '']).toEqual([field.id, '']);
  });

  it('records the choices with their date and spares the new member the optins dialog', async () => {
    const email = 'consent.donne@exemple.fr';
    const response = await postAsNewBrowser(
      t.app,
      '/api/registration?view=rpps',
      listedDoctor(email, { accountOptin1: 'on', accountOptin2: '', accountOptin3: 'on' }),
    );
    expect(response.status).toBe(200);
    expect(response.body.data.accountStatus).toBe('ok');
    const account = await accountOf(email);
    expect(account).toMatchObject({ hasUpdatedOptins: 1, optins: { accountOptin1: 'on', accountOptin2: '', accountOptin3: 'on' } });
    expect((await consentsOf(account.id)).map((row) => [row.optin, row.value, row.changedAt.toISOString(), row.source])).toEqual([
      ['accountOptin1', 'on', NOW.toISOString(), 'registration'],
      ['accountOptin2', '', NOW.toISOString(), 'registration'],
      ['accountOptin3', 'on', NOW.toISOString(), 'registration'],
    ]);
    expect((await sessionUserAfterLogin(email)).hasUpdatedOptins).toBe(1);
  });

  it('records a refusal of every consent too', async () => {
    const email = 'consent.refuse@exemple.fr';
    expect(
      (await postAsNewBrowser(t.app, '/api/registration?view=rpps', listedDoctor(email, { accountOptin1: '', accountOptin2: '', accountOptin3: '' }))).status,
    ).toBe(200);
    const account = await accountOf(email);
    expect(account.hasUpdatedOptins).toBe(1);
    expect((await consentsOf(account.id)).map((row) => row.value)).toEqual(['', '', '']);
  });

  it('keeps a consent the post does not carry as no choice, never a refusal, and asks it in the dialog', async () => {
    const email = 'consent.partiel@exemple.fr';
    expect((await postAsNewBrowser(t.app, '/api/registration?view=rpps', listedDoctor(email, { accountOptin2: 'on' }))).status).toBe(200);
    const account = await accountOf(email);
    expect(account).toMatchObject({ hasUpdatedOptins: null, optins: { accountOptin2: 'on' } });
    expect((await consentsOf(account.id)).map((row) => [row.optin, row.value])).toEqual([['accountOptin2', 'on']]);
  });

  it('leaves a registration of the spec’s payload alone as before: no consent recorded, the dialog still due', async () => {
    const email = 'client.ancien@exemple.fr';
    expect((await postAsNewBrowser(t.app, '/api/registration?view=rpps', listedDoctor(email))).status).toBe(200);
    const account = await accountOf(email);
    expect(account).toMatchObject({ status: 'active', hasUpdatedOptins: null, optins: {} });
    expect(await consentsOf(account.id)).toEqual([]);
    expect((await sessionUserAfterLogin(email)).hasUpdatedOptins).toBeNull();
  });
});
