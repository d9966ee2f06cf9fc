import request from 'supertest';
import { eq } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import { RESET_SENT } from './rpwd';
import { browserSession, DEMO_MEMBER, openTestApp, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ PUBLIC_URL: 'https://canal-pneumo.example.fr/' });
});
afterAll(() => t.database.close());

async function requestReset(fields: Record<string, string>, withCsrf = true) {
  const session = await browserSession(t.app);
  const call = request(t.app).post('/api/auth/rpwd').set('Cookie', session.cookie);
  if (withCsrf) call.set('X-CSRF-Token', session.csrf);
  return call.type('form').send(fields);
}

const mails = () => t.ctx.db.select().from(schema.mailOutbox);

describe('POST /api/auth/rpwd', () => {
  it('e-mails a single-use link to /cpwd and stores only the hash of its key', async () => {
    const response = await requestReset({ email: 'DR.MARTIN@exemple.fr', authReset: 'true' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ sent: 'ok', log: RESET_SENT });

    const [mail] = await mails();
    expect(mail.to).toBe(DEMO_MEMBER);
    expect(mail.subject).toMatch(/mot de passe/);
    expect(mail.text).toMatch(/^Bonjour Claire,/);
    const key = /https:\/\/canal-pneumo\.example\.fr\/cpwd\?k=([\w-]+)/.exec(mail.text)?.[1];
    expect(key).toBeTruthy();
    const keys = await t.ctx.db.select().from(schema.passwordResetKeys);
    expect(keys).toHaveLength(1);
    expect(keys[0].keyHash).not.toContain(key);
    expect(keys[0].expiresAt.getTime() - t.seededAt.getTime()).toBe(3600_000);
  });

  it('answers the same for an unknown or blocked address and sends nothing', async () => {
    await t.ctx.db.update(schema.users).set({ status: 'blocked' }).where(eq(schema.users.email, 'orateur@canal-pneumo.fr'));
    const before = (await mails()).length;
    for (const email of ['inconnu@exemple.fr', 'orateur@canal-pneumo.fr']) {
      const response = await requestReset({ email });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ sent: 'ok', log: RESET_SENT });
    }
    expect(await mails()).toHaveLength(before);
  });

  it('needs the CSRF token and writes nothing without it', async () => {
    const before = (await mails()).length;
    const response = await requestReset({ email: DEMO_MEMBER }, false);
    expect(response.status).toBe(403);
    expect(await mails()).toHaveLength(before);
  });

  it('refuses a missing or invalid e-mail in French', async () => {
    expect((await requestReset({})).body.log).toMatch(/« email » : ce champ est requis/);
    const invalid = await requestReset({ email: 'martin@' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.log).toMatch(/adresse e-mail invalide/);
  });
});
