import { formFetchResponseSchema } from '@canal/contracts';
import { MEMBER, getAs, login, postAs, openTestApp, userByEmail, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.database.close());

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
    const session = await login(t.ctx, MEMBER);
    const { data } = formFetchResponseSchema.parse((await getAs(t.app, session, '/api/account/me').expect(200)).body);
    expect(data.title).toBe('Mon compte');
    expect(data.postUrl).toBe('/api/account/me');
    expect(data.successMessage).toBe('Vos modifications ont bien été enregistrées');
    expect(data.values).toMatchObject({ accountEmail: MEMBER, accountFirstname: 'Claire', accountCell: '06 12 34 56 78' });
    expect(data.fields[0].items.find((field) => field.id === 'accountEmail')?.disabled).toBe(true);
  });

  it('refuses an invalid mobile number in French, then saves the corrected one', async () => {
    const session = await login(t.ctx, MEMBER);
    const wrong = await postAs(t.app, session, '/api/account/me', { ...mine, accountCell: '12 34' }).expect(400);
    expect(wrong.body.data.errors).toEqual({ accountCell: 'Le champ « Téléphone portable » doit être un numéro de téléphone portable' });
    expect((await userByEmail(t.ctx, MEMBER)).cell).toBe('06 12 34 56 78');
    const saved = await postAs(t.app, session, '/api/account/me', mine).expect(200);
    expect(saved.body.form).toBe('saved');
    expect(await userByEmail(t.ctx, MEMBER)).toMatchObject({ cell: '06 98 76 54 32', city: 'Lyon' });
  });

  it('never changes the e-mail, the role or another account', async () => {
    const session = await login(t.ctx, MEMBER);
    await postAs(t.app, session, '/api/account/me', { ...mine, accountEmail: 'pirate@exemple.fr' }).expect(200);
    expect((await userByEmail(t.ctx, MEMBER)).email).toBe(MEMBER);
    await postAs(t.app, session, '/api/account/me', { ...mine, accountRole: 'admin' }).expect(400);
    await postAs(t.app, session, '/api/account/me/3', mine).expect(404);
  });

  it('needs a logged-in user', async () => {
    const visitor = await login(t.ctx, null);
    await getAs(t.app, visitor, '/api/account/me').expect(401);
    await postAs(t.app, visitor, '/api/account/me', mine).expect(401);
  });
});
