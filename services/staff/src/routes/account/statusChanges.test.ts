import { and, eq, isNull } from 'drizzle-orm';
import request from 'supertest';
import { schema } from '@canal/service-core';
import { ADMIN, BUADM, BUADM_CTR, INVIT, MEMBER, MOD, getAs, login, postAs, openTestApp, userByEmail, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.database.close());

const TARGET = 'infirmier.durand@exemple.fr';
const statusOf = async (email: string) => (await userByEmail(t.ctx, email)).status;

describe('POST /api/account/activate|deactivate|block', () => {
  it('blocks an account: its sessions end, the list shows it', async () => {
    const target = await userByEmail(t.ctx, TARGET);
    const targetSession = await login(t.ctx, TARGET);
    const response = await postAs(t.app, await login(t.ctx, BUADM), '/api/account/block', { account: String(target.id) }).expect(200);
    expect(response.body).toEqual({ block: 'complete' });
    expect(await statusOf(TARGET)).toBe('blocked');
    const open = await t.ctx.db.select().from(schema.sessions).where(and(eq(schema.sessions.userId, target.id), isNull(schema.sessions.revokedAt)));
    expect(open).toHaveLength(0);
    await getAs(t.app, targetSession, '/api/account/me').expect(401);
    const list = await getAs(t.app, await login(t.ctx, ADMIN), '/api/account/list?status=blocked').expect(200);
    expect(list.body.data.rows.map((row: { accountEmail: string }) => row.accountEmail)).toEqual([TARGET]);
  });

  it('refuses to block twice with the log', async () => {
    const target = await userByEmail(t.ctx, TARGET);
    const response = await postAs(t.app, await login(t.ctx, BUADM), '/api/account/block', { account: String(target.id) }).expect(409);
    expect(response.body).toMatchObject({ block: 'error', log: 'Ce compte est déjà bloqué.' });
  });

  it('activates with event categories, and mails the account', async () => {
    const target = await userByEmail(t.ctx, TARGET);
    const response = await postAs(t.app, await login(t.ctx, BUADM_CTR), '/api/account/activate', 'account=' + target.id + '&accountEventCategory[]=BPCO&accountEventCategory[]=Asthme').expect(200);
    expect(response.body).toEqual({ activation: 'complete' });
    expect(await userByEmail(t.ctx, TARGET)).toMatchObject({ status: 'active', eventCategories: ['BPCO', 'Asthme'] });
    const mails = await t.ctx.outbox.list();
    expect(mails[0]).toMatchObject({ to: TARGET, subject: 'Votre compte Canal Pneumo est activé' });
  });

  it('deactivates', async () => {
    const target = await userByEmail(t.ctx, TARGET);
    const response = await postAs(t.app, await login(t.ctx, INVIT), '/api/account/deactivate', { account: String(target.id) }).expect(200);
    expect(response.body).toEqual({ deactivation: 'complete' });
    expect(await statusOf(TARGET)).toBe('inactive');
  });

  it('refuses an unknown category, an unknown account, one’s own account, an admin account for buadm', async () => {
    const target = await userByEmail(t.ctx, TARGET);
    const buadm = await login(t.ctx, BUADM);
    const category = await postAs(t.app, buadm, '/api/account/activate', { account: String(target.id), accountEventCategory: 'Cardio' }).expect(400);
    expect(category.body).toMatchObject({ activation: 'error', log: 'Catégorie d’émissions inconnue : « Cardio ».' });
    const unknown = await postAs(t.app, buadm, '/api/account/activate', { account: '999999' }).expect(404);
    expect(unknown.body).toMatchObject({ activation: 'error', log: 'Ce compte n’existe pas ou plus.' });
    const self = await postAs(t.app, buadm, '/api/account/block', { account: String((await userByEmail(t.ctx, BUADM)).id) }).expect(403);
    expect(self.body.log).toBe('Vous ne pouvez pas changer le statut de votre propre compte.');
    await postAs(t.app, buadm, '/api/account/deactivate', { account: String((await userByEmail(t.ctx, ADMIN)).id) }).expect(403);
    expect(await statusOf(ADMIN)).toBe('active');
    expect(await statusOf(TARGET)).toBe('inactive');
  });

  it('refuses bad input and wrong roles, and writes nothing', async () => {
    const target = await userByEmail(t.ctx, MEMBER);
    const admin = await login(t.ctx, ADMIN);
    await postAs(t.app, admin, '/api/account/block', {}).expect(400);
    await postAs(t.app, admin, '/api/account/block', { account: 'abc' }).expect(400);
    await postAs(t.app, admin, '/api/account/block', { account: String(target.id), status: 'admin' }).expect(400);
    await request(t.app).post('/api/account/block').set('Cookie', admin.cookie).type('form').send({ account: String(target.id) }).expect(403);
    await postAs(t.app, await login(t.ctx, MOD), '/api/account/block', { account: String(target.id) }).expect(403);
    await postAs(t.app, await login(t.ctx, MEMBER), '/api/account/block', { account: String(target.id) }).expect(403);
    await postAs(t.app, await login(t.ctx, null), '/api/account/block', { account: String(target.id) }).expect(401);
    expect(await statusOf(MEMBER)).toBe('active');
  });
});
