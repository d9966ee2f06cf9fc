import request from 'supertest';
import { schema } from '@canal/service-core';
import { makeUser } from '@canal/service-core/testing';
import { browserSession, openEmptyTestApp, runResetJobs, type TestApp } from '../../testSupport';

/** No PUBLIC_URL here: the all-in-one default applies, whatever Host the request claims. */
let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp({ PORT: '8080' });
});
afterAll(() => t.database.close());

describe('the reset link never comes from the request (Host header poisoning)', () => {
  it('uses PUBLIC_URL (default http://localhost:{PORT}) even when Host and X-Forwarded-Host name another site', async () => {
    const member = await makeUser(t.ctx);
    const session = await browserSession(t.app);
    const response = await request(t.app)
      .post('/api/auth/rpwd')
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', session.cookie)
      .set('X-CSRF-Token', session.csrf)
      .type('form')
      .send({ email: member.email });
    expect(response.status).toBe(200);
    await runResetJobs(t);
    const mails = await t.ctx.db.select().from(schema.mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).not.toContain('evil.example');
    expect(mails[0].text).toMatch(/^http:\/\/localhost:8080\/cpwd\?k=[\w-]+$/m);
  });
});
