import { count } from 'drizzle-orm';
import request from 'supertest';
import { formFetchResponseSchema, formPostResponseSchema, validateField, type FormField } from '@canal/contracts';
import { schema, verifyPassword } from '@canal/service-core';
import { makeTheme, type TestSession, type UserRow } from '@canal/service-core/testing';
import { getAs, login, loginAs, makeAccount, postAs, openEmptyTestApp, userByEmail, type TestApp } from '../../testSupport';

let t: TestApp;
let adminRow: UserRow;
let admin: TestSession;
let buadm: TestSession;

beforeAll(async () => {
  t = await openEmptyTestApp();
  adminRow = await makeAccount(t.ctx, 'admin');
  admin = await login(t.ctx, adminRow.email);
  buadm = await loginAs(t.ctx, 'buadm');
  // The event categories offered are the themes' categories.
  for (const category of ['BPCO', 'Asthme', 'PneumoInnovations', 'ParcoursSoins']) await makeTheme(t.ctx, { name: category, category });
});
afterAll(() => t.database.close());

/** The member a test edits, its own: what one test saves never shows in another. */
const makeMartin = () => makeAccount(t.ctx, 'member', { firstname: 'Claire', lastname: 'Martin', job: 'md', cell: '06 12 34 56 78' });

/** A complete, valid account form for the member of that e-mail. */
const validFor = (email: string) => ({
  fsubmit: 'account_form',
  accountEmail: email,
  accountFirstname: 'Claire',
  accountLastname: 'Martin-Lefèvre',
  accountCell: '06 11 22 33 44',
  accountCity: 'Saint-Étienne',
  accountJob: 'md',
  accountRole: 'member',
});

const userCount = async () => (await t.ctx.db.select({ total: count() }).from(schema.users))[0].total;

describe('GET /api/account/edit/{id}', () => {
  it('answers the form definition with the stored values', async () => {
    const martin = await makeMartin();
    const response = await getAs(t.app, buadm, `/api/account/edit/${martin.id}`).expect(200);
    const { data } = formFetchResponseSchema.parse(response.body);
    expect(data.fsubmit).toBe('account_form');
    expect(data.postUrl).toBe(`/api/account/edit/${martin.id}`);
    expect(data.fields.map((group) => group.label)).toEqual(['Identité', 'Profession', 'Accès']);
    expect(data.values).toMatchObject({
      accountEmail: martin.email,
      accountFirstname: 'Claire',
      accountCell: '06 12 34 56 78',
      accountJob: 'md',
      accountRole: 'member',
      accountStatus: 'active',
    });
    // Nobody types someone else's password: no such field, a reset link button instead (accountRights.test.ts).
    expect(data.values).not.toHaveProperty('accountPassword');
    expect(data.readOnly).toBe(false);
    // A doctor's registry number is shown (registryNumber.ts); 'Autre' shows none.
    expect(data.activeCategories).toEqual(['registryNumber']);
    expect(data.bottomActions.map((action) => action.name)).toEqual(['submit', 'cancel', 'passwordLink', 'deactivate', 'block']);
    const block = data.bottomActions.find((action) => action.name === 'block');
    expect(block).toMatchObject({
      type: 'post',
      url: '/api/account/block',
      statusKey: 'block',
      params: { account: String(martin.id) },
      redirect: '/staff/account/list',
    });
    const fields = data.fields.flatMap((group) => group.items);
    expect(fields.find((field) => field.id === 'accountRole')?.disabled).toBe(true);
    expect(fields.find((field) => field.id === 'accountEventCategory')?.options?.length).toBe(4);
  });

  it('computes the categories on the server: a staff account shows its sub-role', async () => {
    const staff = await makeAccount(t.ctx, 'mod');
    const { data } = formFetchResponseSchema.parse((await getAs(t.app, admin, `/api/account/edit/${staff.id}`).expect(200)).body);
    expect(data.activeCategories).toEqual(['registryNumber', 'staff']);
    expect(data.values.accountSubRole).toBe('mod');
  });

  it('shows an admin account read-only to buadm, without status buttons', async () => {
    const adminRow = await makeAccount(t.ctx, 'admin');
    const { data } = formFetchResponseSchema.parse((await getAs(t.app, buadm, `/api/account/edit/${adminRow.id}`).expect(200)).body);
    expect(data.readOnly).toBe(true);
    expect(data.bottomActions.map((action) => action.name)).toEqual(['submit', 'cancel']);
  });

  it('gives admin an empty form to create an account, and nobody else', async () => {
    const { data } = formFetchResponseSchema.parse((await getAs(t.app, admin, '/api/account/edit').expect(200)).body);
    expect(data.id).toBeNull();
    expect(data.values.accountEmail).toBe('');
    expect(data.fields[2].items.find((field) => field.id === 'accountPassword')).toBeUndefined();
    await getAs(t.app, buadm, '/api/account/edit').expect(403);
  });

  it('answers 404 for an unknown account and 400 for a bad id', async () => {
    await getAs(t.app, admin, '/api/account/edit/999999').expect(404);
    await getAs(t.app, admin, '/api/account/edit/abc').expect(400);
  });

  it('is for admin, buadm, buadmCtr and invit', async () => {
    const martin = await makeMartin();
    await getAs(t.app, await loginAs(t.ctx, 'buadmCtr'), `/api/account/edit/${martin.id}`).expect(200);
    await getAs(t.app, await loginAs(t.ctx, 'invit'), `/api/account/edit/${martin.id}`).expect(200);
    await getAs(t.app, await loginAs(t.ctx, 'mod'), `/api/account/edit/${martin.id}`).expect(403);
    await getAs(t.app, await login(t.ctx, martin.email), `/api/account/edit/${martin.id}`).expect(403);
    await getAs(t.app, await login(t.ctx, null), `/api/account/edit/${martin.id}`).expect(401);
  });
});

describe('POST /api/account/edit/{id}', () => {
  it('saves and answers saved with the values', async () => {
    const martin = await makeMartin();
    const response = await postAs(t.app, buadm, `/api/account/edit/${martin.id}`, validFor(martin.email)).expect(200);
    const answer = formPostResponseSchema.parse(response.body);
    expect(answer.form).toBe('saved');
    expect(answer.data?.id).toBe(martin.id);
    const row = await userByEmail(t.ctx, martin.email);
    expect(row).toMatchObject({ lastname: 'Martin-Lefèvre', city: 'Saint-Étienne', cell: '06 11 22 33 44', role: 'member' });
  });

  it('answers incomplete (400) with the French message of each wrong field, and writes nothing', async () => {
    const martin = await makeMartin();
    const response = await postAs(t.app, buadm, `/api/account/edit/${martin.id}`, {
      ...validFor(martin.email),
      accountCell: '05 12',
      accountFirstname: '',
      accountCity: 'Paris <b>',
      accountEmail: 'claire@',
    }).expect(400);
    expect(response.body).toMatchObject({
      form: 'incomplete',
      log: 'Le formulaire est incomplet. Veuillez corriger les erreurs et recommencer.',
      data: {
        errors: {
          accountCell: 'Le champ « Téléphone portable » doit être un numéro de téléphone portable',
          accountFirstname: 'Le champ « Prénom » est requis',
          accountCity: "Le champ « Ville » doit être alphanumérique : le caractère « < » n'est pas accepté",
          accountEmail: 'Le champ « Email » est invalide',
        },
      },
    });
    expect(await userByEmail(t.ctx, martin.email)).toMatchObject({ cell: '06 12 34 56 78', firstname: 'Claire', city: null });
  });

  it('refuses an option that is not offered and an e-mail already used', async () => {
    const martin = await makeMartin();
    const valid = validFor(martin.email);
    const badJob = await postAs(t.app, buadm, `/api/account/edit/${martin.id}`, { ...valid, accountJob: 'astronaut' }).expect(400);
    expect(badJob.body.data.errors).toEqual({ accountJob: 'Le champ « Profession » est invalide' });
    const taken = await postAs(t.app, buadm, `/api/account/edit/${martin.id}`, { ...valid, accountEmail: adminRow.email.toUpperCase() }).expect(400);
    expect(taken.body.data.errors).toEqual({ accountEmail: 'Cette adresse e-mail est déjà utilisée par un autre compte.' });
    expect((await userByEmail(t.ctx, martin.email)).job).toBe('md');
  });

  it('refuses an unknown field, a wrong type, a wrong fsubmit and a missing CSRF token', async () => {
    const martin = await makeMartin();
    const valid = validFor(martin.email);
    const url = `/api/account/edit/${martin.id}`;
    const unknown = await postAs(t.app, buadm, url, { ...valid, isAdmin: '1' }).expect(400);
    expect(unknown.body.log).toBe('Champ inconnu : « isAdmin ».');
    const array = await postAs(t.app, buadm, url, 'fsubmit=account_form&accountFirstname[]=a&accountFirstname[]=b').expect(400);
    expect(array.body.log).toBe('Valeur invalide pour le champ « Prénom ».');
    const object = await postAs(t.app, buadm, url, 'fsubmit=account_form&accountCity[x]=1').expect(400);
    expect(object.body.log).toBe('Valeur invalide pour le champ « Ville ».');
    const fsubmit = await postAs(t.app, buadm, url, { ...valid, fsubmit: 'other_form' }).expect(400);
    expect(fsubmit.body.log).toContain('fsubmit');
    await postAs(t.app, buadm, url, { ...valid, fsubmit: undefined }).expect(400);
    const noToken = await request(t.app)
      .post(url)
      .set('Cookie', buadm.cookie)
      .type('form')
      .send({ ...valid, accountCity: 'Lyon' })
      .expect(403);
    expect(noToken.body.log).toContain('Jeton de sécurité');
    expect(await userByEmail(t.ctx, martin.email)).toMatchObject({ city: null, lastname: 'Martin' });
  });

  it('ignores the role sent by a non-admin, and lets an admin make a staff account with its sub-role', async () => {
    const martin = await makeMartin();
    const valid = validFor(martin.email);
    const url = `/api/account/edit/${martin.id}`;
    await postAs(t.app, buadm, url, { ...valid, accountRole: 'admin' }).expect(200);
    expect((await userByEmail(t.ctx, martin.email)).role).toBe('member');
    const missingSubRole = await postAs(t.app, admin, url, { ...valid, accountRole: 'staff' }).expect(400);
    expect(missingSubRole.body.data.errors).toEqual({ accountSubRole: 'Le champ « Sous-rôle » est requis' });
    await postAs(t.app, admin, url, { ...valid, accountRole: 'staff', accountSubRole: 'invit' }).expect(200);
    expect(await userByEmail(t.ctx, martin.email)).toMatchObject({ role: 'staff', subRole: 'invit' });
    await postAs(t.app, admin, url, { ...valid, accountRole: 'member', accountSubRole: 'invit' }).expect(200);
    expect(await userByEmail(t.ctx, martin.email)).toMatchObject({ role: 'member', subRole: null });
  });

  it('asks a precision for the job « Autre », then saves it with the answer', async () => {
    const martin = await makeMartin();
    const valid = validFor(martin.email);
    const url = `/api/account/edit/${martin.id}`;
    const ask = await postAs(t.app, buadm, url, { ...valid, accountJob: 'au' }).expect(200);
    expect(ask.body).toEqual({
      form: 'incomplete',
      requiredPrecisions: [{ id: 'precision_0', label: 'Précisez votre profession', values: [], validators: ['alphaNum'], maxLength: 64 }],
    });
    expect((await userByEmail(t.ctx, martin.email)).job).toBe('md');
    const wrong = await postAs(t.app, buadm, url, { ...valid, accountJob: 'au', precision_0: 'Kiné <script>' }).expect(400);
    expect(wrong.body.data.errors.precision_0).toContain('« < »');
    await postAs(t.app, buadm, url, { ...valid, accountJob: 'au', precision_0: 'Kinésithérapeute' }).expect(200);
    expect(await userByEmail(t.ctx, martin.email)).toMatchObject({ job: 'au', jobPrecision: 'Kinésithérapeute' });
    // Known now: not asked again.
    expect((await postAs(t.app, buadm, url, { ...valid, accountJob: 'au' }).expect(200)).body.form).toBe('saved');
  });

  it('keeps the RPPS number when only the city changes, shows it, and lets staff correct it', async () => {
    const doctor = await makeAccount(t.ctx, 'member', { job: 'es10', jobPrecision: '10004567896', directoryVerdict: 'RPPS vérifié', city: 'Lyon' });
    const url = `/api/account/edit/${doctor.id}`;
    const { data } = formFetchResponseSchema.parse((await getAs(t.app, buadm, url).expect(200)).body);
    const profession = data.fields.find((group) => group.label === 'Profession')?.items ?? [];
    expect(profession.map((field) => field.label)).toEqual(['Profession', 'Numéro RPPS ou ADELI', 'Annuaire RPPS']);
    // The job reads as the spec's label, its code never shown.
    expect(profession[0]?.options?.find((option) => option.value === 'es10')?.label).not.toContain('es10');
    expect(data.values.accountRegistryNumber).toBe('10004567896');
    const shown = { ...validFor(doctor.email), accountFirstname: doctor.firstname, accountLastname: doctor.lastname, accountJob: 'es10' };
    await postAs(t.app, buadm, url, { ...shown, accountRegistryNumber: '10004567896', accountCity: 'Bordeaux' }).expect(200);
    expect(await userByEmail(t.ctx, doctor.email)).toMatchObject({
      city: 'Bordeaux',
      job: 'es10',
      jobPrecision: '10004567896',
      directoryVerdict: 'RPPS vérifié',
    });
    const list = await getAs(t.app, buadm, `/api/account/list?q=${encodeURIComponent(doctor.email)}`).expect(200);
    expect(JSON.stringify(list.body)).toContain('10004567896');

    const badKey = await postAs(t.app, buadm, url, { ...shown, accountRegistryNumber: '10004567897' }).expect(400);
    expect(badKey.body.data.errors).toEqual({
      accountRegistryNumber: 'Le champ « Numéro RPPS ou ADELI » n’est pas un numéro RPPS valide : vérifiez ses 11 chiffres',
    });
    const tooShort = await postAs(t.app, buadm, url, { ...shown, accountRegistryNumber: '1234' }).expect(400);
    expect(tooShort.body.data.errors).toEqual({ accountRegistryNumber: 'Le champ « Numéro RPPS ou ADELI » doit compter 11 chiffres (RPPS) ou 9 (ADELI)' });
    expect((await userByEmail(t.ctx, doctor.email)).jobPrecision).toBe('10004567896');

    await postAs(t.app, buadm, url, { ...shown, accountRegistryNumber: '10003456786' }).expect(200);
    expect((await userByEmail(t.ctx, doctor.email)).jobPrecision).toBe('10003456786');
    await postAs(t.app, buadm, url, { ...shown, accountJob: 'es60', accountRegistryNumber: '691234561' }).expect(200);
    expect(await userByEmail(t.ctx, doctor.email)).toMatchObject({ job: 'es60', jobPrecision: '691234561' });
  });

  it('refuses to change an admin account for buadm (read-only)', async () => {
    const other = await makeAccount(t.ctx, 'admin');
    const response = await postAs(t.app, buadm, `/api/account/edit/${other.id}`, validFor(other.email)).expect(403);
    expect(response.body.log).toBe('Ce contenu est en lecture seule.');
    expect((await userByEmail(t.ctx, other.email)).lastname).toBe(other.lastname);
  });

  it('changes one’s own password only when one is given, with the password rule', async () => {
    // An admin of its own: the change closes its sessions.
    const self = await makeAccount(t.ctx, 'admin');
    const session = await login(t.ctx, self.email);
    const own = {
      ...validFor(self.email),
      accountFirstname: self.firstname,
      accountLastname: self.lastname,
      accountJob: self.job ?? 'lb',
      accountRole: 'admin',
    };
    const weak = await postAs(t.app, session, `/api/account/edit/${self.id}`, { ...own, accountPassword: 'abc' }).expect(400);
    expect(weak.body.data.errors.accountPassword).toBe('Le mot de passe doit contenir au moins 8 caractères');
    const noCapital = await postAs(t.app, session, `/api/account/edit/${self.id}`, { ...own, accountPassword: 'abcdefgh1' }).expect(400);
    expect(noCapital.body.data.errors.accountPassword).toContain('majuscule');
    await postAs(t.app, session, `/api/account/edit/${self.id}`, { ...own, accountPassword: 'Nouveau2027' }).expect(200);
    expect(await verifyPassword((await userByEmail(t.ctx, self.email)).passwordHash, 'Nouveau2027')).toBe(true);
  });
});

describe('POST /api/account/edit (create)', () => {
  const created = { ...validFor('nouvelle.pneumo@exemple.fr'), accountFirstname: 'Léa', accountLastname: 'Roussel' };

  it('lets admin create an account, whose owner chooses the password from an e-mailed link', async () => {
    const response = await postAs(t.app, admin, '/api/account/edit', created).expect(200);
    expect(response.body.form).toBe('saved');
    const row = await userByEmail(t.ctx, 'nouvelle.pneumo@exemple.fr');
    expect(row).toMatchObject({ id: response.body.data.id, firstname: 'Léa', status: 'active', role: 'member' });
    const [mail] = await t.ctx.outbox.list(1);
    expect(mail).toMatchObject({ to: 'nouvelle.pneumo@exemple.fr', subject: 'Canal Pneumo : votre compte est prêt' });
  });

  it('takes no password, and refuses buadm', async () => {
    const before = await userCount();
    const withPassword = await postAs(t.app, admin, '/api/account/edit', { ...created, accountEmail: 'x@exemple.fr', accountPassword: 'Bienvenue2026' }).expect(
      400,
    );
    expect(withPassword.body.log).toBe('Champ inconnu : « accountPassword ».');
    await postAs(t.app, buadm, '/api/account/edit', { ...created, accountEmail: 'y@exemple.fr' }).expect(403);
    expect(await userCount()).toBe(before);
  });
});

describe('the shared validators give the same answers on the server', () => {
  const fieldOf = (id: string, label: string, validators: string[], maxLength = 64): FormField => ({ id, label, type: 'text', validators, maxLength });
  const cases: Array<[string, string, FormField]> = [
    ['accountCell', '+33 6 12 34 56 78', fieldOf('accountCell', 'Téléphone portable', ['cell'], 20)],
    ['accountCell', '01 23 45 67 89', fieldOf('accountCell', 'Téléphone portable', ['cell'], 20)],
    ['accountCell', '07 12 34 56 78', fieldOf('accountCell', 'Téléphone portable', ['cell'], 20)],
    ['accountEmail', 'claire@hopital.paris', fieldOf('accountEmail', 'Email', ['notEmpty', 'email'])],
    ['accountEmail', 'claire@hopital.p', fieldOf('accountEmail', 'Email', ['notEmpty', 'email'])],
    ['accountEmail', '', fieldOf('accountEmail', 'Email', ['notEmpty', 'email'])],
    ['accountFirstname', 'Zoë-Anne d’Arc', fieldOf('accountFirstname', 'Prénom', ['notEmpty', 'alphaNum'])],
    ['accountFirstname', 'Zoë!', fieldOf('accountFirstname', 'Prénom', ['notEmpty', 'alphaNum'])],
    ['accountFirstname', '   ', fieldOf('accountFirstname', 'Prénom', ['notEmpty', 'alphaNum'])],
    ['accountCity', 'x'.repeat(65), fieldOf('accountCity', 'Ville', ['alphaNum'])],
  ];
  it.each(cases)('%s = %p', async (id, value, field) => {
    const expected = validateField(field, value);
    const martin = await makeMartin();
    const response = await postAs(t.app, admin, `/api/account/edit/${martin.id}`, { ...validFor(martin.email), [id]: value });
    if (expected === null) expect(response.status).toBe(200);
    else {
      expect(response.status).toBe(400);
      expect(response.body.data.errors[id]).toBe(expected);
    }
  });
});

describe('who edits whom', () => {
  it('leaves one’s own role alone', async () => {
    const { data } = formFetchResponseSchema.parse((await getAs(t.app, admin, `/api/account/edit/${adminRow.id}`).expect(200)).body);
    expect(data.fields[2].items.find((field) => field.id === 'accountRole')?.disabled).toBe(true);
    expect(data.bottomActions.map((action) => action.name)).toEqual(['submit', 'cancel']);
  });
});
