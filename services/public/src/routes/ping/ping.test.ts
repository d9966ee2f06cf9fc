import request from 'supertest';
import { count } from 'drizzle-orm';
import { CSRF_COOKIE, schema } from '@canal/service-core';
import { browserSession, cookieOf, openEmptyTestApp, sessionCookieOf, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp();
});
afterAll(() => t.database.close());

describe('GET /api/ping', () => {
  const sessionRows = async () => (await t.ctx.db.select({ rows: count() }).from(schema.sessions))[0].rows;

  it('gives a new browser its CSRF token and nonce cookie, and stores nothing for a visitor', async () => {
    const before = await sessionRows();
    const response = await request(t.app).get('/api/ping').expect(200);
    expect(response.body).toEqual({ pong: 'complete', token: expect.any(String) });
    expect(cookieOf(response, CSRF_COOKIE)).toMatch(/^cp_csrf=.+/);
    expect(response.headers['set-cookie']?.[0]).toMatch(/HttpOnly/i);
    expect(sessionCookieOf(response)).toBeNull();
    for (let i = 0; i < 20; i += 1) await request(t.app).get('/api/ping').expect(200);
    expect(await sessionRows()).toBe(before);
  });

  it('keeps the token on the next calls, without setting the cookie again', async () => {
    const session = await browserSession(t.app);
    const again = await request(t.app).get('/api/ping').set('Cookie', session.cookie).expect(200);
    expect(again.body.token).toBe(session.csrf);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('refuses unknown query parameters in French', async () => {
    const response = await request(t.app).get('/api/ping?debug=1').expect(400);
    expect(response.body.log).toMatch(/Requête invalide/);
  });
});
