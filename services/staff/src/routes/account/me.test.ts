import { formFetchResponseSchema } from '@canal/contracts';
import { getAs, login, makeAccount, postAs, openEmptyTestApp, userByEmail, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp();
});
afterAll(() => t.database.close());

/** A member of its own for each test: what one test saves never shows in another. */
const makeClaire = () => makeAccount(t.ctx, 'member', { firstname: 'Claire', lastname: 'Martin', cell: '06 12 34 56 78' });

const mine = {
  fsubmit: 'me_form',
  accountFirstname: 'Claire',
  accountLastname: 'Martin',
  accountCell: '06 98 76 54 32',
  accountCity: 'Lyon',
  accountJob: 'md',
};

describe('/api/account/me', () => {
  it("gives the user's own form, e-mail shown but not editable", async () => {
    const claire = await makeClaire();
    const session = await login(t.ctx, claire.email);
    const { data } = formFetchResponseSchema.parse((await getAs(t.app, session, '/api/account/me').expect(200)).body);
    expect(data.title).toBe('Mon compte');
    expect(data.postUrl).toBe('/api/account/me');
    expect(data.successMessage).toBe('Vos modifications ont bien été enregistrées');
    expect(data.values).toMatchObject({ accountEmail: claire.email, accountFirstname: 'Claire', accountCell: '06 12 34 56 78' });
    expect(data.fields[0].items.find((field) => field.id === 'accountEmail')?.disabled).toBe(true);
  });

  it('refuses an invalid mobile number in French, then saves the corrected one', async () => {
    const claire = await makeClaire();
    const session = await login(t.ctx, claire.email);
    const wrong = await postAs(t.app, session, '/api/account/me', { ...mine, accountCell: '12 34' }).expect(400);
    expect(wrong.body.data.errors).toEqual({ accountCell: 'Le champ « Téléphone portable » doit être un numéro de téléphone portable' });
    expect((await userByEmail(t.ctx, claire.email)).cell).toBe('06 12 34 56 78');
    const saved = await postAs(t.app, session, '/api/account/me', mine).expect(200);
    expect(saved.body.form).toBe('saved');
    expect(await userByEmail(t.ctx, claire.email)).toMatchObject({ cell: '06 98 76 54 32', city: 'Lyon' });
  });

  it('never changes the e-mail, the role or another account', async () => {
    const claire = await makeClaire();
    const other = await makeAccount(t.ctx, 'member');
    const session = await login(t.ctx, claire.email);
    await postAs(t.app, session, '/api/account/me', { ...mine, accountEmail: 'pirate@exemple.fr' }).expect(200);
    expect((await userByEmail(t.ctx, claire.email)).email).toBe(claire.email);
    await postAs(t.app, session, '/api/account/me', { ...mine, accountRole: 'admin' }).expect(400);
    expect((await userByEmail(t.ctx, claire.email)).role).toBe('member');
    await postAs(t.app, session, `/api/account/me/${other.id}`, mine).expect(404);
    expect(await userByEmail(t.ctx, other.email)).toMatchObject({ firstname: other.firstname, lastname: other.lastname, cell: null });
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
    await postAs(t.app, session, '/api/account/me', { ...mine, accountJob: 'lb' }).expect(200);
    expect((await userByEmail(t.ctx, claire.email)).job).toBe(before);
  });

  it('needs a logged-in user', async () => {
    const visitor = await login(t.ctx, null);
    await getAs(t.app, visitor, '/api/account/me').expect(401);
    await postAs(t.app, visitor, '/api/account/me', mine).expect(401);
  });
});
