import request from 'supertest';
import { eq } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import { makeUser } from '@canal/service-core/testing';
import { RESET_SENT } from './rpwd';
import { browserSession, openEmptyTestApp, runResetJobs, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp({ PUBLIC_URL: 'https://canal-pneumo.example.fr/' });
});
afterAll(() => t.database.close());

async function requestReset(fields: Record<string, string>, withCsrf = true) {
  const session = await browserSession(t.app);
  const call = request(t.app).post('/api/auth/rpwd').set('Cookie', session.cookie);
  if (withCsrf) call.set('X-CSRF-Token', session.csrf);
  return call.type('form').send(fields);
}

const mails = () => t.ctx.db.select().from(schema.mailOutbox);
const mailsTo = (email: string) => t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email));

describe('POST /api/auth/rpwd', () => {
  it('e-mails a single-use link to /cpwd and stores only the hash of its key', async () => {
    const member = await makeUser(t.ctx, { firstname: 'Claire' });
    const response = await requestReset({ email: member.email.toUpperCase(), authReset: 'true' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ sent: 'ok', log: RESET_SENT });

    await runResetJobs(t);
    const sent = await mailsTo(member.email);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail.subject).toMatch(/mot de passe/);
    expect(mail.text).toMatch(/^Bonjour Claire,/);
    const key = /https:\/\/canal-pneumo\.example\.fr\/cpwd\?k=([\w-]+)/.exec(mail.text)?.[1];
    expect(key).toBeTruthy();
    const keys = await t.ctx.db.select().from(schema.passwordResetKeys).where(eq(schema.passwordResetKeys.userId, member.id));
    expect(keys).toHaveLength(1);
    expect(keys[0].keyHash).not.toContain(key);
    expect(keys[0].expiresAt.getTime() - t.seededAt.getTime()).toBe(3600_000);
  });

  it('answers the same for an unknown or blocked address and sends nothing', async () => {
    const blocked = await makeUser(t.ctx, { role: 'speaker', status: 'blocked' });
    const before = (await mails()).length;
    for (const email of ['inconnu@exemple.fr', blocked.email]) {
      const response = await requestReset({ email });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ sent: 'ok', log: RESET_SENT });
    }
    await runResetJobs(t);
    expect(await mails()).toHaveLength(before);
  });

  it('does the same work whatever the address: it only queues a job, which looks the address up and mails', async () => {
    const member = await makeUser(t.ctx, { firstname: 'Basile' });
    const before = { mails: (await mails()).length, keys: (await t.ctx.db.select().from(schema.passwordResetKeys)).length };
    const answers = [];
    for (const email of [member.email, 'personne.ici@exemple.fr']) answers.push(await requestReset({ email }));
    // Neither request looked anything up nor wrote a key or a mail: one job each, the same answer.
    expect(answers.map((response) => [response.status, response.body])).toEqual([
      [200, { sent: 'ok', log: RESET_SENT }],
      [200, { sent: 'ok', log: RESET_SENT }],
    ]);
    expect((await mails()).length).toBe(before.mails);
    expect((await t.ctx.db.select().from(schema.passwordResetKeys)).length).toBe(before.keys);
    const queued = await t.database.pool.query<{ total: number }>(
      "select count(*)::int as total from graphile_worker.jobs where task_identifier = 'public:passwordReset'",
    );
    expect(queued.rows[0].total).toBe(2);

    await runResetJobs(t);
    expect((await mails()).length).toBe(before.mails + 1);
    expect((await mailsTo(member.email)).map((mail) => mail.text.split('\n')[0])).toEqual(['Bonjour Basile,']);
  });

  it('needs the CSRF token and writes nothing without it', async () => {
    const member = await makeUser(t.ctx);
    const before = (await mails()).length;
    const response = await requestReset({ email: member.email }, false);
    expect(response.status).toBe(403);
    await runResetJobs(t);
    expect(await mails()).toHaveLength(before);
  });

  it('refuses a missing or invalid e-mail in French', async () => {
    expect((await requestReset({})).body.log).toMatch(/« email » : ce champ est requis/);
    const invalid = await requestReset({ email: 'martin@' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.log).toMatch(/adresse e-mail invalide/);
  });
});
