import request from 'supertest';
import { FACTORY_PASSWORD, makeUser } from '@canal/service-core/testing';
import { browserSession, loggedInCookie, openEmptyTestApp, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp();
});
afterAll(() => t.database.close());

/** A member of its own, logged in through the real login route as a browser would be. */
async function loggedInBrowser() {
  const { email } = await makeUser(t.ctx);
  const session = await browserSession(t.app);
  const login = await request(t.app)
    .post('/api/auth/login')
    .set('Cookie', session.cookie)
    .set('X-CSRF-Token', session.csrf)
    .type('form')
    .send({ email, password: FACTORY_PASSWORD })
    .expect(200);
  return { email, cookie: loggedInCookie(session.cookie, login), csrf: String(login.body.token) };
}

describe('POST /api/auth/logout', () => {
  it('closes the session: the profile then has no user, even with the old cookie', async () => {
    const browser = await loggedInBrowser();
    const response = await request(t.app)
      .post('/api/auth/logout')
      .set('Cookie', browser.cookie)
      .set('X-CSRF-Token', browser.csrf)
      .type('form')
      .send({ logout: 'true' })
      .expect(200);
    expect(response.body).toEqual({ logout: 'complete' });
    expect(response.headers['set-cookie']?.[0]).toMatch(/^cp_sid=;/);
    const profile = await request(t.app).get('/api/profil/get?api=3').set('Cookie', browser.cookie).expect(200);
    expect(profile.body.user).toBeNull();
  });

  it('needs the CSRF token, and leaves the session open without it', async () => {
    const browser = await loggedInBrowser();
    await request(t.app).post('/api/auth/logout').set('Cookie', browser.cookie).type('form').send({ logout: 'true' }).expect(403);
    const profile = await request(t.app).get('/api/profil/get?api=3').set('Cookie', browser.cookie).expect(200);
    expect(profile.body.user.email).toBe(browser.email);
  });

  it('refuses a body without logout=true', async () => {
    const browser = await loggedInBrowser();
    const response = await request(t.app)
      .post('/api/auth/logout')
      .set('Cookie', browser.cookie)
      .set('X-CSRF-Token', browser.csrf)
      .type('form')
      .send({ logout: 'non' });
    expect(response.status).toBe(400);
    expect(response.body.log).toMatch(/« logout » : doit valoir true/);
  });
});
