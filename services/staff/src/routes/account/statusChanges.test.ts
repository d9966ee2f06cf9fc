import { and, eq, isNull } from 'drizzle-orm';
import request from 'supertest';
import { schema } from '@canal/service-core';
import { makeTheme } from '@canal/service-core/testing';
import { getAs, login, loginAs, makeAccount, postAs, openEmptyTestApp, userByEmail, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp();
  // The event categories an account can be given are the themes' categories.
  await makeTheme(t.ctx, { name: 'BPCO', category: 'BPCO' });
  await makeTheme(t.ctx, { name: 'Asthme', category: 'Asthme' });
});
afterAll(() => t.database.close());

const statusOf = async (email: string) => (await userByEmail(t.ctx, email)).status;
/** The account a test changes: a nurse, as in the back office's daily work. */
const makeTarget = (status = 'active') => makeAccount(t.ctx, 'member', { job: 'in', firstname: 'Julien', lastname: 'Durand', status });

describe('POST /api/account/activate|deactivate|block', () => {
  it('blocks an account: its sessions end, the list shows it', async () => {
    const target = await makeTarget();
    const targetSession = await login(t.ctx, target.email);
    // Read once, so that the process holds it in its session cache: the block must reach the cache too.
    await getAs(t.app, targetSession, '/api/account/me').expect(200);
    const response = await postAs(t.app, await loginAs(t.ctx, 'buadm'), '/api/account/block', { account: String(target.id) }).expect(200);
    expect(response.body).toEqual({ block: 'complete' });
    expect(await statusOf(target.email)).toBe('blocked');
    const open = await t.ctx.db
      .select()
      .from(schema.sessions)
      .where(and(eq(schema.sessions.userId, target.id), isNull(schema.sessions.revokedAt)));
    expect(open).toHaveLength(0);
    await getAs(t.app, targetSession, '/api/account/me').expect(401);
    const list = await getAs(t.app, await loginAs(t.ctx, 'admin'), `/api/account/list?status=blocked&q=${encodeURIComponent(target.email)}`).expect(200);
    expect(list.body.data.rows.map((row: { accountEmail: string }) => row.accountEmail)).toEqual([target.email]);
  });

  it('refuses to block twice with the log', async () => {
    const target = await makeTarget('blocked');
    const response = await postAs(t.app, await loginAs(t.ctx, 'buadm'), '/api/account/block', { account: String(target.id) }).expect(409);
    expect(response.body).toMatchObject({ block: 'error', log: 'Ce compte est déjà bloqué.' });
  });

  it('activates with event categories, and mails the account', async () => {
    const target = await makeTarget('inactive');
    const body = 'account=' + target.id + '&accountEventCategory[]=BPCO&accountEventCategory[]=Asthme';
    const response = await postAs(t.app, await loginAs(t.ctx, 'buadm'), '/api/account/activate', body).expect(200);
    expect(response.body).toEqual({ activation: 'complete' });
    expect(await userByEmail(t.ctx, target.email)).toMatchObject({ status: 'active', eventCategories: ['BPCO', 'Asthme'] });
    const mails = await t.ctx.outbox.list();
    expect(mails[0]).toMatchObject({ to: target.email, subject: 'Votre compte Canal Pneumo est activé' });
  });

  it('deactivates', async () => {
    const target = await makeTarget();
    const response = await postAs(t.app, await loginAs(t.ctx, 'admin'), '/api/account/deactivate', { account: String(target.id) }).expect(200);
    expect(response.body).toEqual({ deactivation: 'complete' });
    expect(await statusOf(target.email)).toBe('inactive');
  });

  it('refuses an unknown category, an unknown account, one’s own account, an admin account for buadm', async () => {
    const target = await makeTarget('inactive');
    const admin = await makeAccount(t.ctx, 'admin');
    const buadmRow = await makeAccount(t.ctx, 'buadm');
    const buadm = await login(t.ctx, buadmRow.email);
    const category = await postAs(t.app, buadm, '/api/account/activate', { account: String(target.id), accountEventCategory: 'Cardio' }).expect(400);
    expect(category.body).toMatchObject({ activation: 'error', log: 'Catégorie d’émissions inconnue : « Cardio ».' });
    const unknown = await postAs(t.app, buadm, '/api/account/activate', { account: '999999' }).expect(404);
    expect(unknown.body).toMatchObject({ activation: 'error', log: 'Ce compte n’existe pas ou plus.' });
    const self = await postAs(t.app, buadm, '/api/account/block', { account: String(buadmRow.id) }).expect(403);
    expect(self.body.log).toBe('Vous ne pouvez pas changer le statut de votre propre compte.');
    await postAs(t.app, buadm, '/api/account/deactivate', { account: String(admin.id) }).expect(403);
    expect(await statusOf(admin.email)).toBe('active');
    expect(await statusOf(buadmRow.email)).toBe('active');
    expect(await statusOf(target.email)).toBe('inactive');
  });

  it('refuses bad input and wrong roles, and writes nothing', async () => {
    const target = await makeAccount(t.ctx, 'member');
    const admin = await loginAs(t.ctx, 'admin');
    await postAs(t.app, admin, '/api/account/block', {}).expect(400);
    await postAs(t.app, admin, '/api/account/block', { account: 'abc' }).expect(400);
    await postAs(t.app, admin, '/api/account/block', { account: String(target.id), status: 'admin' }).expect(400);
    await request(t.app)
      .post('/api/account/block')
      .set('Cookie', admin.cookie)
      .type('form')
      .send({ account: String(target.id) })
      .expect(403);
    await postAs(t.app, await loginAs(t.ctx, 'mod'), '/api/account/block', { account: String(target.id) }).expect(403);
    await postAs(t.app, await loginAs(t.ctx, 'member'), '/api/account/block', { account: String(target.id) }).expect(403);
    await postAs(t.app, await login(t.ctx, null), '/api/account/block', { account: String(target.id) }).expect(401);
    expect(await statusOf(target.email)).toBe('active');
  });
});
