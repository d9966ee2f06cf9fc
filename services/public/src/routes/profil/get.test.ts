import request from 'supertest';
import { makeEvent, makeSubscription, makeUser, openService, sessionFor, type SeededService } from '@canal/service-core/testing';
import { createApp } from '../../index';

let t: SeededService;
const people = { member: '', admin: '', buadm: '', moderator: '' };
beforeAll(async () => {
  t = await openService(createApp);
  const member = await makeUser(t.ctx, { firstname: 'Claire', lastname: 'Martin' });
  for (let i = 0; i < 5; i += 1) await makeSubscription(t.ctx, member.id, (await makeEvent(t.ctx)).id);
  people.member = member.email;
  people.admin = (await makeUser(t.ctx, { role: 'admin' })).email;
  people.buadm = (await makeUser(t.ctx, { role: 'staff', subRole: 'buadm' })).email;
  people.moderator = (await makeUser(t.ctx, { role: 'staff', subRole: 'mod' })).email;
  await makeUser(t.ctx, { status: 'pending', firstname: 'Léa', lastname: 'Noël' });
});
afterAll(() => t.database.close());

describe('GET /api/profil/get?api=3', () => {
  it('says nobody is logged in to a visitor', async () => {
    const response = await request(t.app).get('/api/profil/get?api=3').expect(200);
    expect(response.body).toEqual({ profil: 'complete', user: null, pendingAccounts: 0, subscriptions: 0 });
  });

  it('gives a member its profile without the pending-accounts count', async () => {
    const { cookie } = await sessionFor(t.ctx, people.member);
    const response = await request(t.app).get('/api/profil/get?api=3').set('Cookie', cookie).expect(200);
    expect(response.body.user).toMatchObject({ email: people.member, role: 'member', firstname: 'Claire', lastname: 'Martin' });
    expect(response.body.user).not.toHaveProperty('passwordHash');
    expect(response.body.pendingAccounts).toBe(0);
    expect(response.body.subscriptions).toBe(5);
  });

  it('counts the accounts waiting for validation for those who validate them', async () => {
    for (const email of [people.admin, people.buadm]) {
      const { cookie } = await sessionFor(t.ctx, email);
      const response = await request(t.app).get('/api/profil/get?api=3').set('Cookie', cookie).expect(200);
      expect(response.body.pendingAccounts).toBe(1);
    }
    const moderator = await sessionFor(t.ctx, people.moderator);
    const response = await request(t.app).get('/api/profil/get?api=3').set('Cookie', moderator.cookie).expect(200);
    expect(response.body.pendingAccounts).toBe(0);
  });
});
