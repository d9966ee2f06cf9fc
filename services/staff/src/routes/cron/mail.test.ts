import { eq } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import { getAs, login, loginAs, openEmptyTestApp, postAs, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp();
});
afterAll(() => t.database.close());

describe('GET /api/_cron/mail', () => {
  it('shows the outbox to admin, latest first', async () => {
    await t.ctx.outbox.send({ to: 'a@exemple.fr', subject: 'Premier', text: 'Bonjour' });
    await t.ctx.outbox.send({ to: 'b@exemple.fr', subject: 'Second', text: 'Bonjour' });
    const response = await getAs(t.app, await loginAs(t.ctx, 'admin'), '/api/_cron/mail').expect(200);
    expect(response.body.mail).toBe('complete');
    expect(response.body.data.map((mail: { subject: string }) => mail.subject)).toEqual(['Second', 'Premier']);
    expect(response.body.data[0]).toMatchObject({ to: 'b@exemple.fr', text: 'Bonjour', sentAt: null, error: null });
  });

  it('is for admin only', async () => {
    await getAs(t.app, await loginAs(t.ctx, 'buadm'), '/api/_cron/mail').expect(403);
    await getAs(t.app, await login(t.ctx, null), '/api/_cron/mail').expect(401);
  });
});

describe('POST /api/_cron/mail/resend', () => {
  it('says there is no SMTP server to send with, in French, when none is configured', async () => {
    const id = await t.ctx.outbox.send({
      to: 'c@exemple.fr',
      subject: 'Sans SMTP',
      text: 'Bonjour',
      attachments: [{ filename: 'invitation.ics', contentType: 'text/calendar; method=REQUEST', content: 'BEGIN:VCALENDAR' }],
    });
    const admin = await loginAs(t.ctx, 'admin');
    const listed = (await getAs(t.app, admin, '/api/_cron/mail').expect(200)).body;
    expect(listed.delivers).toBe(false);
    expect(listed.data.find((mail: { id: number }) => mail.id === id).attachments).toEqual([
      { filename: 'invitation.ics', contentType: 'text/calendar; method=REQUEST' },
    ]);
    const refused = await postAs(t.app, admin, '/api/_cron/mail/resend', { id: String(id) }).expect(409);
    expect(refused.body.log).toContain('Aucun serveur SMTP');
  });

  it('puts a failed message back in the delivery queue when SMTP is configured', async () => {
    const smtp = await openEmptyTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      const id = await smtp.ctx.outbox.send({ to: 'd@exemple.fr', subject: 'Échoué', text: 'Bonjour' });
      await smtp.ctx.db.update(schema.mailOutbox).set({ error: 'connect ECONNREFUSED' }).where(eq(schema.mailOutbox.id, id));
      const admin = await loginAs(smtp.ctx, 'admin');
      await postAs(smtp.app, admin, '/api/_cron/mail/resend', { id: String(id) }).expect(200);
      const [row] = await smtp.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, id));
      expect(row.error).toBeNull();
      const jobs = await smtp.database.pool.query('select count(*)::int as n from graphile_worker.jobs where key = $1', [`mail:${id}`]);
      expect(jobs.rows[0].n).toBe(1);
      expect((await postAs(smtp.app, admin, '/api/_cron/mail/resend', { id: '999999' }).expect(404)).body.log).toBe('Ce message n’existe pas.');
      await postAs(smtp.app, await loginAs(smtp.ctx, 'buadm'), '/api/_cron/mail/resend', { id: String(id) }).expect(403);
    } finally {
      await smtp.database.close();
    }
  });
});
