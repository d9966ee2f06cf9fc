import { asc, eq } from 'drizzle-orm';
import { formFetchResponseSchema } from '@canal/contracts';
import { schema } from '@canal/service-core';
import { getAs, login, makeAccount, postAs, openEmptyTestApp, userByEmail, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp();
});
afterAll(() => t.database.close());

const changesOf = async (userId: number) =>
  t.ctx.db.select().from(schema.optinChanges).where(eq(schema.optinChanges.userId, userId)).orderBy(asc(schema.optinChanges.id));

/** A member who still has to give the consents (hasUpdatedOptins 0), with a session. */
async function newMember() {
  const user = await makeAccount(t.ctx, 'member', { hasUpdatedOptins: 0 });
  return { user, session: await login(t.ctx, user.email) };
}

describe('/api/account/editOptins', () => {
  it('starts with every box empty while hasUpdatedOptins is 0: consent is an act (CNIL), never ticked in advance', async () => {
    const { session } = await newMember();
    const { data } = formFetchResponseSchema.parse((await getAs(t.app, session, '/api/account/editOptins').expect(200)).body);
    expect(data.values).toEqual({ accountHasUpdatedOptins: '0', accountOptin1: '', accountOptin2: '', accountOptin3: '' });
    expect(data.fields[0].items.map((field) => field.type)).toEqual(['text', 'checkbox', 'checkbox', 'checkbox']);
    expect(data.afterEdit).toBe('onFormComplete');
  });

  it('presets nothing once the consents were given', async () => {
    const given = await makeAccount(t.ctx, 'member', { hasUpdatedOptins: 1 });
    const { data } = formFetchResponseSchema.parse((await getAs(t.app, await login(t.ctx, given.email), '/api/account/editOptins').expect(200)).body);
    expect(data.values.accountOptin1).toBe('');
  });

  it('saves: hasUpdatedOptins becomes 1 and every consent is recorded with its time', async () => {
    const { user, session } = await newMember();
    const response = await postAs(t.app, session, '/api/account/editOptins', {
      fsubmit: 'optins_form',
      id: String(user.id),
      accountHasUpdatedOptins: '0',
      accountOptin1: 'on',
      accountOptin3: 'on',
    }).expect(200);
    expect(response.body).toMatchObject({
      form: 'saved',
      data: { values: { accountHasUpdatedOptins: '1', accountOptin1: 'on', accountOptin2: '', accountOptin3: 'on' } },
    });
    const saved = await userByEmail(t.ctx, user.email);
    expect(saved.hasUpdatedOptins).toBe(1);
    expect(saved.optins).toEqual({ accountOptin1: 'on', accountOptin2: '', accountOptin3: 'on' });
    const changes = await changesOf(user.id);
    expect(changes.map((change) => [change.optin, change.value])).toEqual([
      ['accountOptin1', 'on'],
      ['accountOptin2', ''],
      ['accountOptin3', 'on'],
    ]);
    expect(changes[0].changedAt.toISOString()).toBe(t.seededAt.toISOString());
  });

  it('later records only the consents that changed', async () => {
    const { user, session } = await newMember();
    await postAs(t.app, session, '/api/account/editOptins', { fsubmit: 'optins_form', accountOptin1: 'on', accountOptin3: 'on' }).expect(200);
    const later = new Date(t.seededAt.getTime() + 3600_000);
    t.ctx.now = () => later;
    try {
      await postAs(t.app, session, '/api/account/editOptins', { fsubmit: 'optins_form', accountOptin1: 'on', accountOptin2: 'on' }).expect(200);
    } finally {
      t.ctx.now = () => t.seededAt;
    }
    const changes = await changesOf(user.id);
    expect(changes.slice(3).map((change) => [change.optin, change.value, change.changedAt.toISOString()])).toEqual([
      ['accountOptin2', 'on', later.toISOString()],
      ['accountOptin3', '', later.toISOString()],
    ]);
  });

  it('refuses an unknown field and a visitor', async () => {
    const { user, session } = await newMember();
    await postAs(t.app, session, '/api/account/editOptins', { fsubmit: 'optins_form', accountOptin9: 'on' }).expect(400);
    await postAs(t.app, session, '/api/account/editOptins', { fsubmit: 'optins_form', accountOptin1: ['on', 'off'] }).expect(400);
    expect(await changesOf(user.id)).toEqual([]);
    await getAs(t.app, await login(t.ctx, null), '/api/account/editOptins').expect(401);
  });
});
