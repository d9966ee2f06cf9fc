import request from 'supertest';
import { DEMO_PASSWORD } from '@canal/service-core';
import { PRIVATE_ONLY } from '../../auth/logIn';
import { browserSession, DEMO_MEMBER, openTestApp, sessionCookieOf, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.database.close());

async function privateLogin(email: string, password = DEMO_PASSWORD) {
  const session = await browserSession(t.app);
  return request(t.app)
    .post('/api/private/login')
    .set('Cookie', session.cookie)
    .set('X-CSRF-Token', session.csrf)
    .type('form')
    .send({ email, password, authChallenge: 'true' });
}

describe('POST /api/private/login', () => {
  it.each(['admin@canal-pneumo.fr', 'moderateur@canal-pneumo.fr'])('lets %s in', async (email) => {
    const response = await privateLogin(email);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ auth: 'ok', user: { email }, log: '' });
    expect(sessionCookieOf(response)).toBeTruthy();
  });

  it.each([DEMO_MEMBER, 'orateur@canal-pneumo.fr'])('keeps %s out with a French 403 and no session', async (email) => {
    const response = await privateLogin(email);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ auth: 'ko', log: PRIVATE_ONLY });
    expect(sessionCookieOf(response)).toBeNull();
  });

  it('gives a wrong password the same answer as the public login', async () => {
    const response = await privateLogin('admin@canal-pneumo.fr', 'Mauvais2026');
    expect(response.status).toBe(401);
    expect(response.body.log).toBe('Adresse e-mail ou mot de passe incorrect.');
  });
});
