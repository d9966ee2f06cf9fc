import request from 'supertest';
import { browserSession, openTestApp, sessionCookieOf, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.database.close());

describe('GET /api/ping', () => {
  it('starts a session for a new browser and gives its CSRF token', async () => {
    const response = await request(t.app).get('/api/ping').expect(200);
    expect(response.body).toEqual({ pong: 'complete', token: expect.any(String) });
    expect(sessionCookieOf(response)).toMatch(/^cp_sid=.+/);
    expect(response.headers['set-cookie']?.[0]).toMatch(/HttpOnly/i);
  });

  it('keeps the session and its token on the next calls', async () => {
    const session = await browserSession(t.app);
    const again = await request(t.app).get('/api/ping').set('Cookie', session.cookie).expect(200);
    expect(again.body.token).toBe(session.csrf);
    expect(sessionCookieOf(again)).toBeNull();
  });

  it('refuses unknown query parameters in French', async () => {
    const response = await request(t.app).get('/api/ping?debug=1').expect(400);
    expect(response.body.log).toMatch(/Requête invalide/);
  });
});
