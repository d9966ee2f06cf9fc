import request from 'supertest';
import { FACTORY_PASSWORD, makeUser } from '@canal/service-core/testing';
import { PRIVATE_ONLY } from '../../auth/logIn';
import { browserSession, openEmptyTestApp, sessionCookieOf, type TestApp } from '../../testSupport';

let t: TestApp;
const people = { admin: '', moderator: '', member: '', speaker: '' };
beforeAll(async () => {
  t = await openEmptyTestApp();
  people.admin = (await makeUser(t.ctx, { role: 'admin', job: 'lb' })).email;
  people.moderator = (await makeUser(t.ctx, { role: 'staff', subRole: 'mod', job: 'lb' })).email;
  people.member = (await makeUser(t.ctx, { role: 'member' })).email;
  people.speaker = (await makeUser(t.ctx, { role: 'speaker' })).email;
});
afterAll(() => t.database.close());

async function privateLogin(email: string, password = FACTORY_PASSWORD) {
  const session = await browserSession(t.app);
  return request(t.app)
    .post('/api/private/login')
    .set('Cookie', session.cookie)
    .set('X-CSRF-Token', session.csrf)
    .type('form')
    .send({ email, password, authChallenge: 'true' });
}

describe('POST /api/private/login', () => {
  it.each(['admin', 'moderator'] as const)('lets the %s in', async (who) => {
    const email = people[who];
    const response = await privateLogin(email);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ auth: 'ok', user: { email }, log: '' });
    expect(sessionCookieOf(response)).toBeTruthy();
  });

  it.each(['member', 'speaker'] as const)('keeps a %s out with a French 403 and no session', async (who) => {
    const response = await privateLogin(people[who]);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ auth: 'ko', log: PRIVATE_ONLY });
    expect(sessionCookieOf(response)).toBeNull();
  });

  it('gives a wrong password the same answer as the public login', async () => {
    const response = await privateLogin(people.admin, 'Mauvais2026');
    expect(response.status).toBe(401);
    expect(response.body.log).toBe('Adresse e-mail ou mot de passe incorrect.');
  });
});
