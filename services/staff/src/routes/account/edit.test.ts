import { count } from 'drizzle-orm';
import request from 'supertest';
import { formFetchResponseSchema, formPostResponseSchema, validateField, type FormField } from '@canal/contracts';
import { schema, verifyPassword } from '@canal/service-core';
import type { TestSession } from '@canal/service-core/testing';
import { ADMIN, BUADM, INVIT, MEMBER, MOD, getAs, login, postAs, openTestApp, userByEmail, type TestApp } from '../../testSupport';

let t: TestApp;
let admin: TestSession;
let buadm: TestSession;
let martinId: number;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.ctx, ADMIN);
  buadm = await login(t.ctx, BUADM);
  martinId = (await userByEmail(t.ctx, MEMBER)).id;
});
afterAll(() => t.database.close());

const valid = {
  fsubmit: 'account_form',
  accountEmail: MEMBER,
  accountFirstname: 'Claire',
  accountLastname: 'Martin-Lefèvre',
  accountCell: '06 11 22 33 44',
  accountCity: 'Saint-Étienne',
  accountJob: 'md',
  accountRole: 'member',
};

const userCount = async () => (await t.ctx.db.select({ total: count() }).from(schema.users))[0].total;

describe('GET /api/account/edit/{id}', () => {
  it('answers the form definition with the stored values', async () => {
    const response = await getAs(t.app, buadm, `/api/account/edit/${martinId}`).expect(200);
    const { data } = formFetchResponseSchema.parse(response.body);
    expect(data.fsubmit).toBe('account_form');
    expect(data.postUrl).toBe(`/api/account/edit/${martinId}`);
    expect(data.fields.map((group) => group.label)).toEqual(['Identité', 'Profession', 'Accès']);
    expect(data.values).toMatchObject({ accountEmail: MEMBER, accountFirstname: 'Claire', accountJob: 'md', accountRole: 'member', accountStatus: 'active' });
    // Nobody types someone else's password: no such field, a reset link button instead (accountRights.test.ts).
    expect(data.values).not.toHaveProperty('accountPassword');
    expect(data.readOnly).toBe(false);
    expect(data.activeCategories).toEqual([]);
    expect(data.bottomActions.map((action) => action.name)).toEqual(['submit', 'cancel', 'passwordLink', 'deactivate', 'block']);
    const block = data.bottomActions.find((action) => action.name === 'block');
    expect(block).toMatchObject({ type: 'post', url: '/api/account/block', statusKey: 'block', params: { account: String(martinId) }, redirect: '/staff/account/list' });
    const fields = data.fields.flatMap((group) => group.items);
    expect(fields.find((field) => field.id === 'accountRole')?.disabled).toBe(true);
    expect(fields.find((field) => field.id === 'accountEventCategory')?.options?.length).toBe(4);
  });

  it('computes the categories on the server: a staff account shows its sub-role', async () => {
    const staff = await userByEmail(t.ctx, 'moderateur@canal-pneumo.fr');
    const { data } = formFetchResponseSchema.parse((await getAs(t.app, admin, `/api/account/edit/${staff.id}`).expect(200)).body);
    expect(data.activeCategories).toEqual(['staff']);
    expect(data.values.accountSubRole).toBe('mod');
  });

  it('shows an admin account read-only to buadm, without status buttons', async () => {
    const adminRow = await userByEmail(t.ctx, ADMIN);
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
    await getAs(t.app, await login(t.ctx, INVIT), `/api/account/edit/${martinId}`).expect(200);
    await getAs(t.app, await login(t.ctx, MOD), `/api/account/edit/${martinId}`).expect(403);
    await getAs(t.app, await login(t.ctx, MEMBER), `/api/account/edit/${martinId}`).expect(403);
    await getAs(t.app, await login(t.ctx, null), `/api/account/edit/${martinId}`).expect(401);
  });
});

describe('POST /api/account/edit/{id}', () => {
  it('saves and answers saved with the values', async () => {
    const response = await postAs(t.app, buadm, `/api/account/edit/${martinId}`, valid).expect(200);
    const answer = formPostResponseSchema.parse(response.body);
    expect(answer.form).toBe('saved');
    expect(answer.data?.id).toBe(martinId);
    const row = await userByEmail(t.ctx, MEMBER);
    expect(row).toMatchObject({ lastname: 'Martin-Lefèvre', city: 'Saint-Étienne', cell: '06 11 22 33 44', role: 'member' });
  });

  it('answers incomplete (400) with the French message of each wrong field, and writes nothing', async () => {
    const response = await postAs(t.app, buadm, `/api/account/edit/${martinId}`, {
      ...valid,
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
    expect((await userByEmail(t.ctx, MEMBER)).cell).toBe('06 11 22 33 44');
  });

  it('refuses an option that is not offered and an e-mail already used', async () => {
    const badJob = await postAs(t.app, buadm, `/api/account/edit/${martinId}`, { ...valid, accountJob: 'astronaut' }).expect(400);
    expect(badJob.body.data.errors).toEqual({ accountJob: 'Le champ « Profession » est invalide' });
    const taken = await postAs(t.app, buadm, `/api/account/edit/${martinId}`, { ...valid, accountEmail: 'ADMIN@canal-pneumo.fr' }).expect(400);
    expect(taken.body.data.errors).toEqual({ accountEmail: 'Cette adresse e-mail est déjà utilisée par un autre compte.' });
  });

  it('refuses an unknown field, a wrong type, a wrong fsubmit and a missing CSRF token', async () => {
    const unknown = await postAs(t.app, buadm, `/api/account/edit/${martinId}`, { ...valid, isAdmin: '1' }).expect(400);
    expect(unknown.body.log).toBe('Champ inconnu : « isAdmin ».');
    const array = await postAs(t.app, buadm, `/api/account/edit/${martinId}`, 'fsubmit=account_form&accountFirstname[]=a&accountFirstname[]=b').expect(400);
    expect(array.body.log).toBe('Valeur invalide pour le champ « Prénom ».');
    const object = await postAs(t.app, buadm, `/api/account/edit/${martinId}`, 'fsubmit=account_form&accountCity[x]=1').expect(400);
    expect(object.body.log).toBe('Valeur invalide pour le champ « Ville ».');
    const fsubmit = await postAs(t.app, buadm, `/api/account/edit/${martinId}`, { ...valid, fsubmit: 'other_form' }).expect(400);
    expect(fsubmit.body.log).toContain('fsubmit');
    await postAs(t.app, buadm, `/api/account/edit/${martinId}`, { ...valid, fsubmit: undefined }).expect(400);
    const noToken = await request(t.app).post(`/api/account/edit/${martinId}`).set('Cookie', buadm.cookie).type('form').send({ ...valid, accountCity: 'Lyon' }).expect(403);
    expect(noToken.body.log).toContain('Jeton de sécurité');
    expect((await userByEmail(t.ctx, MEMBER)).city).toBe('Saint-Étienne');
  });

  it('ignores the role sent by a non-admin, and lets an admin make a staff account with its sub-role', async () => {
    await postAs(t.app, buadm, `/api/account/edit/${martinId}`, { ...valid, accountRole: 'admin' }).expect(200);
    expect((await userByEmail(t.ctx, MEMBER)).role).toBe('member');
    const missingSubRole = await postAs(t.app, admin, `/api/account/edit/${martinId}`, { ...valid, accountRole: 'staff' }).expect(400);
    expect(missingSubRole.body.data.errors).toEqual({ accountSubRole: 'Le champ « Sous-rôle » est requis' });
    await postAs(t.app, admin, `/api/account/edit/${martinId}`, { ...valid, accountRole: 'staff', accountSubRole: 'invit' }).expect(200);
    expect(await userByEmail(t.ctx, MEMBER)).toMatchObject({ role: 'staff', subRole: 'invit' });
    await postAs(t.app, admin, `/api/account/edit/${martinId}`, { ...valid, accountRole: 'member', accountSubRole: 'invit' }).expect(200);
    expect(await userByEmail(t.ctx, MEMBER)).toMatchObject({ role: 'member', subRole: null });
  });

  it('asks a precision for the job « Autre », then saves it with the answer', async () => {
    const ask = await postAs(t.app, buadm, `/api/account/edit/${martinId}`, { ...valid, accountJob: 'au' }).expect(200);
    expect(ask.body).toEqual({
      form: 'incomplete',
      requiredPrecisions: [{ id: 'precision_0', label: 'Précisez votre profession', values: [], validators: ['alphaNum'], maxLength: 64 }],
    });
    expect((await userByEmail(t.ctx, MEMBER)).job).toBe('md');
    const wrong = await postAs(t.app, buadm, `/api/account/edit/${martinId}`, { ...valid, accountJob: 'au', precision_0: 'Kiné <script>' }).expect(400);
    expect(wrong.body.data.errors.precision_0).toContain('« < »');
    await postAs(t.app, buadm, `/api/account/edit/${martinId}`, { ...valid, accountJob: 'au', precision_0: 'Kinésithérapeute' }).expect(200);
    expect(await userByEmail(t.ctx, MEMBER)).toMatchObject({ job: 'au', jobPrecision: 'Kinésithérapeute' });
    // Known now: not asked again.
    expect((await postAs(t.app, buadm, `/api/account/edit/${martinId}`, { ...valid, accountJob: 'au' }).expect(200)).body.form).toBe('saved');
  });

  it('refuses to change an admin account for buadm (read-only)', async () => {
    const adminRow = await userByEmail(t.ctx, ADMIN);
    const response = await postAs(t.app, buadm, `/api/account/edit/${adminRow.id}`, { ...valid, accountEmail: ADMIN }).expect(403);
    expect(response.body.log).toBe('Ce contenu est en lecture seule.');
  });

  it('changes one’s own password only when one is given, with the password rule', async () => {
    const adminRow = await userByEmail(t.ctx, ADMIN);
    const own = { ...valid, accountEmail: ADMIN, accountFirstname: adminRow.firstname, accountLastname: adminRow.lastname, accountJob: adminRow.job ?? 'lb', accountRole: 'admin' };
    const weak = await postAs(t.app, admin, `/api/account/edit/${adminRow.id}`, { ...own, accountPassword: 'abc' }).expect(400);
    expect(weak.body.data.errors.accountPassword).toBe('Le mot de passe doit contenir au moins 8 caractères');
    const noCapital = await postAs(t.app, admin, `/api/account/edit/${adminRow.id}`, { ...own, accountPassword: 'abcdefgh1' }).expect(400);
    expect(noCapital.body.data.errors.accountPassword).toContain('majuscule');
    await postAs(t.app, admin, `/api/account/edit/${adminRow.id}`, { ...own, accountPassword: 'Nouveau2027' }).expect(200);
    expect(await verifyPassword((await userByEmail(t.ctx, ADMIN)).passwordHash, 'Nouveau2027')).toBe(true);
    // The change closed the admin's sessions: the next calls use a new one.
    admin = await login(t.ctx, ADMIN);
  });
});

describe('POST /api/account/edit (create)', () => {
  const created = { ...valid, accountEmail: 'nouvelle.pneumo@exemple.fr', accountFirstname: 'Léa', accountLastname: 'Roussel' };

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
    const withPassword = await postAs(t.app, admin, '/api/account/edit', { ...created, accountEmail: 'x@exemple.fr', accountPassword: 'Bienvenue2026' }).expect(400);
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
    const response = await postAs(t.app, admin, `/api/account/edit/${martinId}`, { ...valid, accountEmail: MEMBER, [id]: value });
    if (expected === null) expect(response.status).toBe(200);
    else {
      expect(response.status).toBe(400);
      expect(response.body.data.errors[id]).toBe(expected);
    }
  });
});

describe('who edits whom', () => {
  it('leaves one’s own role alone', async () => {
    const adminRow = await userByEmail(t.ctx, ADMIN);
    const { data } = formFetchResponseSchema.parse((await getAs(t.app, admin, `/api/account/edit/${adminRow.id}`).expect(200)).body);
    expect(data.fields[2].items.find((field) => field.id === 'accountRole')?.disabled).toBe(true);
    expect(data.bottomActions.map((action) => action.name)).toEqual(['submit', 'cancel']);
  });
});
