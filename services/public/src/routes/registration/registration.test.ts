import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { FORM_INCOMPLETE_MESSAGE, formFields, type FormDefinition } from '@canal/contracts';
import { schema, verifyPassword } from '@canal/service-core';
import { makeUser } from '@canal/service-core/testing';
import { browserSession, openEmptyTestApp, type TestApp } from '../../testSupport';
import { doctorRegistration } from '../../registration/testing/doctorRegistration';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp();
});
afterAll(() => t.database.close());

const DOCTOR = doctorRegistration();

async function post(view: string | null, fields: Record<string, string>, withCsrf = true) {
  const session = await browserSession(t.app);
  const call = request(t.app)
    .post(view ? `/api/registration?view=${view}` : '/api/registration')
    .set('Cookie', session.cookie);
  if (withCsrf) call.set('X-CSRF-Token', session.csrf);
  return call.type('form').send(fields);
}

const userCount = async () => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(schema.users))[0].n;
const mailCount = async () => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(schema.mailOutbox))[0].n;

describe('GET /api/registration', () => {
  it('declares the doctor form: fixed job, RPPS number, password, the consents, no captcha', async () => {
    const response = await request(t.app).get('/api/registration?view=rpps').expect(200);
    const data = response.body.data as FormDefinition;
    expect(response.body.form).toBe('complete');
    expect(data.fsubmit).toBe('registration_form');
    expect(data.postUrl).toBe('/api/registration?view=rpps');
    expect(data.title).toBe('Inscription');
    const fields = formFields(data.fields);
    expect(fields.map((field) => field.id)).toEqual([
      'accountEmail',
      'accountFirstname',
      'accountLastname',
      'accountCell',
      'accountCity',
      'accountJob',
      'accountJobPrecision',
      'accountPassword',
      'accountPasswordConf',
      'accountOptin1',
      'accountOptin2',
      'accountOptin3',
      'accountConsent',
    ]);
    expect(fields.find((field) => field.id === 'accountJobPrecision')).toMatchObject({ label: 'Numéro RPPS', minLength: 11, maxLength: 11 });
    expect(fields.find((field) => field.id === 'accountConsent')?.label).toBe('J’accepte les conditions d’utilisation');
    expect(data.values.accountJob).toBe('es10');
    expect(data.activeCategories).toEqual(expect.arrayContaining(['rpps', 'es10']));
    expect(data.captcha).toBeNull();
    expect(data.bottomActions.map((action) => action.label)).toEqual(['Retour', 'Envoyer']);
  });

  it('asks the ADELI number of nurses, and a captcha but no number without one', async () => {
    const nurse = formFields(((await request(t.app).get('/api/registration?view=adeli').expect(200)).body.data as FormDefinition).fields);
    expect(nurse.find((field) => field.id === 'accountJobPrecision')).toMatchObject({ label: 'Numéro ADELI', minLength: 9, maxLength: 9 });
    const student = (await request(t.app).get('/api/registration?view=norpps').expect(200)).body.data as FormDefinition;
    expect(formFields(student.fields).some((field) => field.id === 'accountJobPrecision')).toBe(false);
    expect(formFields(student.fields).find((field) => field.type === 'Captcha')).toBeTruthy();
    expect(student.captcha).toEqual({ challengeUrl: '/api/forms/captcha' });
    expect(student.values.accountJob).toBe('st');
  });

  it('refuses an unknown entry in French', async () => {
    const response = await request(t.app).get('/api/registration?view=pharma').expect(400);
    expect(response.body.log).toBe('Type d’inscription inconnu.');
  });
});

describe('POST /api/registration', () => {
  it('refuses missing fields with French messages and writes nothing', async () => {
    const [users, mails] = [await userCount(), await mailCount()];
    const response = await post('rpps', { fsubmit: 'registration_form', accountKind: 'rpps' });
    expect(response.status).toBe(400);
    expect(response.body.form).toBe('incomplete');
    expect(response.body.log).toBe(FORM_INCOMPLETE_MESSAGE);
    expect(response.body.data.errors).toMatchObject({
      accountFirstname: 'Le champ « Prénom » est requis',
      accountEmail: 'Le champ « Email » est requis',
      accountJobPrecision: 'Le champ « Numéro RPPS » est requis',
      accountPassword: 'Le champ « Mot de passe » est requis',
      accountConsent: 'Vous devez cocher la case pour pouvoir continuer',
    });
    expect(await userCount()).toBe(users);
    expect(await mailCount()).toBe(mails);
  });

  it('checks the RPPS number and the password confirmation', async () => {
    const response = await post('rpps', { ...DOCTOR, accountJobPrecision: '1234', accountPasswordConf: 'Autre2026x' });
    expect(response.status).toBe(400);
    expect(response.body.data.errors.accountJobPrecision).toMatch(/Numéro RPPS/);
    expect(response.body.data.errors.accountPasswordConf).toBe('Les mots de passe ne sont pas identiques !');
  });

  it('answers an e-mail already used (whatever its case) as a registration, creates nothing and mails the holder', async () => {
    const existing = await makeUser(t.ctx, { firstname: 'Agathe' });
    const users = await userCount();
    const fresh = await post('rpps', { ...DOCTOR, accountEmail: 'libre.pour.comparer@exemple.fr' });
    const response = await post('rpps', { ...DOCTOR, accountEmail: existing.email.toUpperCase() });
    // The requester cannot tell a taken address from a free one: same status, same answer.
    expect(response.status).toBe(200);
    expect(response.body).toEqual(fresh.body);
    expect(await userCount()).toBe(users + 1);
    const [holderMail] = await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, existing.email));
    expect(holderMail.subject).toBe('Canal Pneumo : tentative d’inscription avec votre adresse');
    expect(holderMail.text).toMatch(/^Bonjour Agathe,/);
    expect(holderMail.text).toContain('Quelqu’un a tenté de créer un compte Canal Pneumo avec votre adresse e-mail');
    expect(holderMail.text).toMatch(/\/rpwd$/m);
    // Nothing of the attempt reaches the account: its password and its status stay.
    const [stored] = await t.ctx.db.select().from(schema.users).where(eq(schema.users.id, existing.id));
    expect(await verifyPassword(stored.passwordHash, DOCTOR.accountPassword)).toBe(false);
  });

  it('refuses a registration without a number and without a solved captcha', async () => {
    const users = await userCount();
    const { accountJobPrecision: _number, ...withoutNumber } = DOCTOR;
    const response = await post('norpps', { ...withoutNumber, accountKind: 'norpps', accountJob: 'st', accountEmail: 'etudiant@exemple.fr' });
    expect(response.status).toBe(400);
    expect(response.body.data.errors.captcha).toBe('Merci de valider le captcha.');
    // Saying 'norpps' in the body also requires the captcha, whatever the view.
    const sneaky = await post('rpps', { ...DOCTOR, accountKind: 'norpps', accountEmail: 'autre@exemple.fr' });
    expect(sneaky.status).toBe(400);
    expect(await userCount()).toBe(users);
  });

  it('needs the CSRF token', async () => {
    const users = await userCount();
    const response = await post('rpps', DOCTOR, false);
    expect(response.status).toBe(403);
    expect(await userCount()).toBe(users);
  });

  it('registers a doctor with an RPPS number: pending member, argon2id hash, confirmation e-mail', async () => {
    const mails = await mailCount();
    const response = await post('rpps', DOCTOR);
    expect(response.status).toBe(200);
    expect(response.body.form).toBe('saved');
    expect(response.body.data).toMatchObject({ accountStatus: 'pending', accountJob: 'es10', showStudentMessage: false });

    const [user] = await t.ctx.db.select().from(schema.users).where(eq(schema.users.email, DOCTOR.accountEmail));
    expect(user).toMatchObject({
      role: 'member',
      status: 'pending',
      job: 'es10',
      jobPrecision: '10101010105',
      firstname: 'Lucie',
      lastname: 'Durand',
      city: 'Lyon',
      hasUpdatedOptins: null,
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.passwordHash, DOCTOR.accountPassword)).toBe(true);

    expect(await mailCount()).toBe(mails + 1);
    const [mail] = await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, DOCTOR.accountEmail));
    expect(mail.subject).toMatch(/inscription/);
    expect(mail.text).toMatch(/^Bonjour Lucie,/);

    // The same registration again: the same answer, no second account; the mailbox had its mail of the hour.
    const again = await post('rpps', DOCTOR);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(response.body);
    expect((await t.ctx.db.select().from(schema.users).where(eq(schema.users.email, DOCTOR.accountEmail))).length).toBe(1);
    expect(await mailCount()).toBe(mails + 1);
  });
});
