import request from 'supertest';
import { sql } from 'drizzle-orm';
import { FORM_INCOMPLETE_MESSAGE } from '@canal/contracts';
import { schema } from '@canal/service-core';
import { browserSession, openEmptyTestApp, type TestApp } from '../../testSupport';
import { doctorRegistration } from '../../registration/testing/doctorRegistration';

/** What a crafted registration meets: a French message, a 4xx, and no account, mail or pending session. */
let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000' });
});
afterAll(() => t.database.close());

const DOCTOR = doctorRegistration();
const NURSE = { ...DOCTOR, accountEmail: 'julien.roy@exemple.fr', accountJobPrecision: '751234567' };

async function post(view: string, fields: Record<string, unknown>) {
  const session = await browserSession(t.app);
  return request(t.app).post(`/api/registration?view=${view}`).set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).type('form').send(fields);
}

const count = async (table: typeof schema.users | typeof schema.mailOutbox | typeof schema.pendingSubscriptions) =>
  (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
const written = async () => ({ users: await count(schema.users), mails: await count(schema.mailOutbox), pending: await count(schema.pendingSubscriptions) });

/** Refused with a 400 whose field `field` says `message`, nothing written. */
async function refusedOn(view: string, fields: Record<string, unknown>, field: string, message: RegExp) {
  const before = await written();
  const response = await post(view, fields);
  expect(response.status).toBe(400);
  expect(response.body.log).toBe(FORM_INCOMPLETE_MESSAGE);
  expect(response.body.data.errors[field]).toMatch(message);
  expect(await written()).toEqual(before);
}

describe('POST /api/registration with bad input', () => {
  it('refuses a 10,000-character value in French', async () => {
    await refusedOn(
      'rpps',
      { ...DOCTOR, accountFirstname: 'x'.repeat(10_000) },
      'accountFirstname',
      /^Le champ « Prénom » ne doit pas dépasser 64 caractères$/,
    );
    await refusedOn('rpps', { ...DOCTOR, accountEmail: `${'a'.repeat(10_000)}@exemple.fr` }, 'accountEmail', /Email/);
  });

  it('refuses a list where a text is expected', async () => {
    const before = await written();
    const response = await post('rpps', { ...DOCTOR, accountFirstname: ['Lucie', 'Anne'] });
    expect(response.status).toBe(400);
    expect(response.body.log).toBe('Valeur invalide pour le champ « Prénom ».');
    expect(await written()).toEqual(before);
  });

  it('refuses an ADELI number of 8 digits or with letters', async () => {
    await refusedOn('adeli', { ...NURSE, accountJobPrecision: '75123456' }, 'accountJobPrecision', /Numéro ADELI/);
    await refusedOn('adeli', { ...NURSE, accountJobPrecision: '75A23456B' }, 'accountJobPrecision', /Numéro ADELI.*numérique/);
    expect((await post('adeli', NURSE)).status).toBe(200);
  });

  it('refuses an RPPS number whose last (Luhn) digit is wrong', async () => {
    await refusedOn(
      'rpps',
      { ...DOCTOR, accountEmail: 'cle.fausse@exemple.fr', accountJobPrecision: '10101010106' },
      'accountJobPrecision',
      /n’est pas un numéro RPPS valide/,
    );
  });
});
