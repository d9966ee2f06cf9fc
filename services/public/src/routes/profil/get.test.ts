import request from 'supertest';
import { schema } from '@canal/service-core';
import { sessionFor } from '@canal/service-core/testing';
import { DEMO_MEMBER, openTestApp, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
  await t.ctx.db.insert(schema.users).values({ email: 'attente@exemple.fr', passwordHash: 'x', status: 'pending', firstname: 'Léa', lastname: 'Noël' });
});
afterAll(() => t.database.close());

describe('GET /api/profil/get?api=3', () => {
  it('says nobody is logged in to a visitor', async () => {
    const response = await request(t.app).get('/api/profil/get?api=3').expect(200);
    expect(response.body).toEqual({ profil: 'complete', user: null, pendingAccounts: 0, subscriptions: 0 });
  });

  it('gives a member its profile without the pending-accounts count', async () => {
    const { cookie } = await sessionFor(t.ctx, DEMO_MEMBER);
    const response = await request(t.app).get('/api/profil/get?api=3').set('Cookie', cookie).expect(200);
    expect(response.body.user).toMatchObject({ email: DEMO_MEMBER, role: 'member', firstname: 'Claire', lastname: 'Martin' });
    expect(response.body.user).not.toHaveProperty('passwordHash');
    expect(response.body.pendingAccounts).toBe(0);
    expect(response.body.subscriptions).toBe(5);
  });

  it('counts the accounts waiting for validation for those who validate them', async () => {
    for (const email of ['admin@canal-pneumo.fr', 'buadm@canal-pneumo.fr']) {
      const { cookie } = await sessionFor(t.ctx, email);
      const response = await request(t.app).get('/api/profil/get?api=3').set('Cookie', cookie).expect(200);
      expect(response.body.pendingAccounts).toBe(1);
    }
    const moderator = await sessionFor(t.ctx, 'moderateur@canal-pneumo.fr');
    const response = await request(t.app).get('/api/profil/get?api=3').set('Cookie', moderator.cookie).expect(200);
    expect(response.body.pendingAccounts).toBe(0);
  });
});
