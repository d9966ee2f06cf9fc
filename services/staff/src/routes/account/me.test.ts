import { eq } from 'drizzle-orm';
import { formFetchResponseSchema } from '@canal/contracts';
import { schema } from '@canal/service-core';
import { FACTORY_PASSWORD } from '@canal/service-core/testing';
import { getAs, login, makeAccount, postAs, openEmptyTestApp, userByEmail, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp();
});
afterAll(() => t.database.close());

/** A member of its own for each test: what one test saves never shows in another. */
const makeClaire = () => makeAccount(t.ctx, 'member', { firstname: 'Claire', lastname: 'Martin', cell: '06 12 34 56 78' });

const mine = (email: string) => ({
  fsubmit: 'me_form',
  accountEmail: email,
  accountFirstname: 'Claire',
  accountLastname: 'Martin',
  accountCell: '06 98 76 54 32',
  accountCity: 'Lyon',
  accountJob: 'md',
});

describe('/api/account/me', () => {
  it("gives the user's own form, e-mail editable", async () => {
    const claire = await makeClaire();
    const session = await login(t.ctx, claire.email);
    const { data } = formFetchResponseSchema.parse((await getAs(t.app, session, '/api/account/me').expect(200)).body);
    expect(data.title).toBe('Mon compte');
    expect(data.postUrl).toBe('/api/account/me');
    expect(data.successMessage).toBe('Vos modifications ont bien été enregistrées');
    expect(data.values).toMatchObject({ accountEmail: claire.email, accountFirstname: 'Claire', accountCell: '06 12 34 56 78' });
    expect(data.fields[0].items.find((field) => field.id === 'accountEmail')?.disabled).toBe(false);
  });

  it('refuses an invalid mobile number in French, then saves the corrected one', async () => {
    const claire = await makeClaire();
    const session = await login(t.ctx, claire.email);
    const wrong = await postAs(t.app, session, '/api/account/me', { ...mine(claire.email), accountCell: '12 34' }).expect(400);
    expect(wrong.body.data.errors).toEqual({ accountCell: 'Le champ « Téléphone portable » doit être un numéro de téléphone portable' });
    expect((await userByEmail(t.ctx, claire.email)).cell).toBe('06 12 34 56 78');
    const saved = await postAs(t.app, session, '/api/account/me', mine(claire.email)).expect(200);
    expect(saved.body.form).toBe('saved');
    expect(await userByEmail(t.ctx, claire.email)).toMatchObject({ cell: '06 98 76 54 32', city: 'Lyon' });
  });

  it('never changes the role or another account', async () => {
    const claire = await makeClaire();
    const other = await makeAccount(t.ctx, 'member');
    const session = await login(t.ctx, claire.email);
    await postAs(t.app, session, '/api/account/me', { ...mine(claire.email), accountRole: 'admin' }).expect(400);
    expect((await userByEmail(t.ctx, claire.email)).role).toBe('member');
    await postAs(t.app, session, `/api/account/me/${other.id}`, mine(claire.email)).expect(404);
    expect(await userByEmail(t.ctx, other.email)).toMatchObject({ firstname: other.firstname, lastname: other.lastname, cell: null });
  });

  it('asks for a new e-mail: the account keeps its address, the old one is told, the new one gets a link, the form shows it waiting', async () => {
    const claire = await makeClaire();
    const session = await login(t.ctx, claire.email);
    const saved = await postAs(t.app, session, '/api/account/me', {
      ...mine(claire.email),
      accountEmail: 'claire.nouvelle@exemple.fr',
      accountCurrentPassword: FACTORY_PASSWORD,
    }).expect(200);
    expect(saved.body.form).toBe('saved');
    expect(saved.body.data.values.accountEmail).toBe(claire.email);
    expect(saved.body.log).toBe(
      `Un lien de confirmation a été envoyé à claire.nouvelle@exemple.fr : l’adresse ${claire.email} reste celle du compte jusqu’à sa confirmation.`,
    );
    expect(await userByEmail(t.ctx, claire.email)).toMatchObject({ id: claire.id, city: 'Lyon' });

    const [notice] = await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, claire.email));
    expect(notice.subject).toBe('Canal Pneumo : votre adresse e-mail a été modifiée');
    expect(notice.text).toContain(
      'Votre adresse a été modifiée. Le 20 novembre 2026 à 11h00 (heure de Paris), il a été demandé depuis votre compte (page « Mon compte ») ' +
        `de remplacer son adresse e-mail, ${claire.email}, par claire.nouvelle@exemple.fr.`,
    );
    expect(notice.text).toMatch(/écrivez-nous sans attendre depuis la page Contact : http.*\/contact$/m);
    const [confirmation] = await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, 'claire.nouvelle@exemple.fr'));
    expect(confirmation.subject).toBe('Canal Pneumo : confirmez votre nouvelle adresse e-mail');
    expect(confirmation.text).toMatch(/\/account\/email\?k=[\w-]{43}$/m);

    const { data } = formFetchResponseSchema.parse((await getAs(t.app, session, '/api/account/me').expect(200)).body);
    expect(data.values.accountEmail).toBe(claire.email);
    expect(data.fields[0].items.find((field) => field.id === 'accountEmail')?.helperText).toBe(
      'En attente de confirmation : claire.nouvelle@exemple.fr (lien valable jusqu’au 22 novembre 2026 à 11h00). ' +
        'D’ici là, l’adresse ci-dessus reste celle de la connexion.',
    );
  });

  it('asks for the current password before a new e-mail, refuses a wrong one, and counts wrong guesses toward the login lockout', async () => {
    const claire = await makeClaire();
    const session = await login(t.ctx, claire.email);
    const asked = { ...mine(claire.email), accountEmail: 'claire.ailleurs@exemple.fr', accountCity: 'Nantes' };
    const mailsBefore = (await t.ctx.outbox.list(1000)).length;

    const without = await postAs(t.app, session, '/api/account/me', asked).expect(400);
    expect(without.body.data.errors).toEqual({ accountCurrentPassword: 'Saisissez votre mot de passe actuel pour changer d’adresse e-mail.' });
    for (let guess = 1; guess <= 4; guess += 1) {
      const wrong = await postAs(t.app, session, '/api/account/me', { ...asked, accountCurrentPassword: `Devine${guess}2026` }).expect(400);
      expect(wrong.body.data.errors).toEqual({ accountCurrentPassword: 'Mot de passe incorrect.' });
    }
    // The fifth wrong guess locks the pair (account, address) as five wrong logins would, the form rolled back all the same.
    const fifth = await postAs(t.app, session, '/api/account/me', { ...asked, accountCurrentPassword: 'Devine52026' }).expect(400);
    expect(fifth.body.data.errors.accountCurrentPassword).toMatch(/^Trop de tentatives de connexion : réessayez dans \d+ minutes\.$/);
    const locked = await postAs(t.app, session, '/api/account/me', { ...asked, accountCurrentPassword: FACTORY_PASSWORD }).expect(400);
    expect(locked.body.data.errors.accountCurrentPassword).toMatch(/^Trop de tentatives de connexion/);

    expect((await t.ctx.outbox.list(1000)).length).toBe(mailsBefore);
    expect(await userByEmail(t.ctx, claire.email)).toMatchObject({ city: null });
    // The other fields save without a password when the address stays.
    await postAs(t.app, session, '/api/account/me', mine(claire.email)).expect(200);
    expect((await userByEmail(t.ctx, claire.email)).city).toBe('Lyon');
  });

  it('stops at five e-mail changes a day, in French, with nothing written', async () => {
    const claire = await makeClaire();
    const session = await login(t.ctx, claire.email);
    for (let index = 0; index < 5; index += 1) {
      await postAs(t.app, session, '/api/account/me', {
        ...mine(claire.email),
        accountEmail: `essai.${index}@exemple.fr`,
        accountCurrentPassword: FACTORY_PASSWORD,
      }).expect(200);
    }
    const mails = (await t.ctx.outbox.list(1000)).length;
    const sixth = { ...mine(claire.email), accountEmail: 'essai.5@exemple.fr', accountCity: 'Brest', accountCurrentPassword: FACTORY_PASSWORD };
    const refused = await postAs(t.app, session, '/api/account/me', sixth).expect(429);
    expect(refused.body.log).toBe('Trop de changements d’adresse e-mail pour ce compte aujourd’hui : merci de réessayer demain.');
    expect((await t.ctx.outbox.list(1000)).length).toBe(mails);
    expect((await userByEmail(t.ctx, claire.email)).city).toBe('Lyon');
  });

  it('shows the profession by its plain name and never lets the member change it', async () => {
    const claire = await makeClaire();
    const session = await login(t.ctx, claire.email);
    const { data } = formFetchResponseSchema.parse((await getAs(t.app, session, '/api/account/me').expect(200)).body);
    const job = data.fields[0].items.find((field) => field.id === 'accountJob');
    expect(job?.disabled).toBe(true);
    expect(job?.options?.find((option) => option.value === 'md')?.label).toBe('Médecin');
    expect(job?.options?.some((option) => option.label.includes(`(${option.value})`))).toBe(false);
    const before = (await userByEmail(t.ctx, claire.email)).job;
    await postAs(t.app, session, '/api/account/me', { ...mine(claire.email), accountJob: 'lb' }).expect(200);
    expect((await userByEmail(t.ctx, claire.email)).job).toBe(before);
  });

  it('needs a logged-in user', async () => {
    const visitor = await login(t.ctx, null);
    await getAs(t.app, visitor, '/api/account/me').expect(401);
    await postAs(t.app, visitor, '/api/account/me', mine('visiteur@exemple.fr')).expect(401);
  });
});
