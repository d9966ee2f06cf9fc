import { createReadStream } from 'node:fs';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import { importDirectory, SAMPLE_DIRECTORY_FILE } from '@canal/domain';
import { makeEvent, makeUser } from '@canal/service-core/testing';
import { browserSession, openEmptyTestApp, type TestApp } from '../../testSupport';
import { doctorRegistration } from '../../registration/testing/doctorRegistration';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp();
  await importDirectory(t.ctx, createReadStream(SAMPLE_DIRECTORY_FILE), { bytes: 0, lines: 0 });
});
afterAll(() => t.database.close());

async function register(view: string, fields: Record<string, string>) {
  const session = await browserSession(t.app);
  return request(t.app).post(`/api/registration?view=${view}`).set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).type('form').send(fields);
}

async function accountOf(email: string) {
  const [row] = await t.ctx.db.select().from(schema.users).where(eq(schema.users.email, email));
  return row;
}

const mailsTo = (email: string) => t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email));

describe('registration verified at once by the RPPS directory', () => {
  it('opens the account of a listed doctor at once: ok, the welcome mail, the chosen session subscribed', async () => {
    const session = await makeEvent(t.ctx, { startsInMin: 10 });
    const email = 'camille.martin@exemple.fr';
    const response = await register(
      'rpps',
      doctorRegistration({
        accountEmail: email,
        accountFirstname: 'Camille',
        accountLastname: 'MARTIN',
        accountJobPrecision: '10003456786',
        fromEvent: String(session.id),
      }),
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ accountStatus: 'ok', accountJob: 'es10', chosenSessions: 1 });
    const account = await accountOf(email);
    expect(account).toMatchObject({ status: 'active', directoryVerdict: 'RPPS vérifié' });
    const subscribed = await t.ctx.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, account.id));
    expect(subscribed.map((row) => row.eventId)).toEqual([session.id]);
    const subjects = (await mailsTo(email)).map((mail) => mail.subject);
    expect(subjects).toContain('Votre compte Canal Pneumo est activé');
    expect(subjects.some((subject) => subject.startsWith('Inscription confirmée'))).toBe(true);
    expect(subjects).not.toContain('Canal Pneumo : votre inscription');
    // The account logs in at once.
    const browser = await browserSession(t.app);
    const login = await request(t.app)
      .post('/api/auth/login')
      .set('Cookie', browser.cookie)
      .set('X-CSRF-Token', browser.csrf)
      .type('form')
      .send({ email, password: 'Souffle2026' });
    expect(login.body.auth).toBe('ok');
  });

  it('reads the name as the directory writes it otherwise (accents, case, hyphens) and an ADELI number', async () => {
    const doctor = await register(
      'rpps',
      doctorRegistration({
        accountEmail: 'jb@exemple.fr',
        accountFirstname: 'jean baptiste',
        accountLastname: 'Lefevre Dupre',
        accountJobPrecision: '10004567896',
      }),
    );
    expect(doctor.body.data.accountStatus).toBe('ok');
    const nurse = await register(
      'adeli',
      doctorRegistration({ accountEmail: 'elodie@exemple.fr', accountFirstname: 'Élodie', accountLastname: 'ROUSSEAU', accountJobPrecision: '691234561' }),
    );
    expect(nurse.body.data).toMatchObject({ accountStatus: 'ok', accountJob: 'es60' });
    expect((await accountOf('elodie@exemple.fr')).status).toBe('active');
  });

  it.each<[string, Record<string, string>, string]>([
    ['an unknown number', { accountJobPrecision: '10000000009' }, 'RPPS inconnu'],
    ['another name', { accountJobPrecision: '10003456786', accountLastname: 'Dupont', accountFirstname: 'Camille' }, 'nom différent : MARTIN Camille'],
    [
      'a pharmacist’s number given as a doctor’s',
      { accountJobPrecision: '10005678908', accountLastname: 'Moreau', accountFirstname: 'Hélène' },
      'profession : pharmacien',
    ],
  ])('leaves the account pending for %s, with the reason for staff', async (_case, fields, reason) => {
    const email = `attente.${fields.accountJobPrecision}.${fields.accountLastname ?? 'x'}@exemple.fr`.toLowerCase();
    const response = await register('rpps', doctorRegistration({ accountEmail: email, ...fields }));
    expect(response.body.data.accountStatus).toBe('pending');
    expect(await accountOf(email)).toMatchObject({ status: 'pending', directoryVerdict: reason });
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual(['Canal Pneumo : votre inscription']);
  });

  it('opens a listed pharmacist’s account at once from the RPPS entry, as a pharmacist, and a nurse’s with her RPPS', async () => {
    const pharmacist = await register(
      'rpps',
      doctorRegistration({
        accountEmail: 'helene.moreau@exemple.fr',
        accountFirstname: 'Hélène',
        accountLastname: 'Moreau',
        accountJob: 'ph',
        accountJobPrecision: '10005678908',
      }),
    );
    expect(pharmacist.body.data).toMatchObject({ accountStatus: 'ok', accountJob: 'ph' });
    expect(await accountOf('helene.moreau@exemple.fr')).toMatchObject({
      status: 'active',
      job: 'ph',
      jobPrecision: '10005678908',
      directoryVerdict: 'RPPS vérifié',
    });
    const nurse = await register(
      'rpps',
      doctorRegistration({
        accountEmail: 'aissatou@exemple.fr',
        accountFirstname: 'Aïssatou',
        accountLastname: 'N’Diaye',
        accountJob: 'es60',
        accountJobPrecision: '10006789019',
      }),
    );
    expect(nurse.body.data).toMatchObject({ accountStatus: 'ok', accountJob: 'es60' });
    // Only the professions the directory verifies: a student is not one of the RPPS entry's.
    const student = await register('rpps', doctorRegistration({ accountEmail: 'etudiant.rpps@exemple.fr', accountJob: 'st' }));
    expect([student.status, student.body.data?.errors]).toEqual([400, { accountJob: 'Le champ « Profession » est invalide' }]);
  });

  it('answers a taken address exactly as a free one, and opens nothing', async () => {
    const holder = await makeUser(t.ctx, { status: 'pending' });
    const fields = { accountFirstname: 'Lucie', accountLastname: 'Durand', accountJobPrecision: '10101010105' };
    const free = await register('rpps', doctorRegistration({ accountEmail: 'lucie.libre@exemple.fr', ...fields }));
    const taken = await register('rpps', doctorRegistration({ accountEmail: holder.email, ...fields }));
    expect(taken.status).toBe(free.status);
    expect(taken.body).toEqual(free.body);
    expect((await accountOf(holder.email)).status).toBe('pending');
    expect((await mailsTo(holder.email)).map((mail) => mail.subject)).not.toContain('Votre compte Canal Pneumo est activé');
  });
});
