import { getAs, login, loginAs, openEmptyTestApp, type TestApp } from '../../testSupport';

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
