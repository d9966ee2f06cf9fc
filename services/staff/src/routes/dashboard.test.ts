import { schema } from '@canal/service-core';
import { makeEvent, makeNews, makePresence, makeSubscription } from '@canal/service-core/testing';
import { getAs, login, loginAs, makeAccount, openEmptyTestApp, type TestApp } from '../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp();
});
afterAll(() => t.database.close());

describe('the dashboard', () => {
  it('counts accounts by status and profession, lists the next sessions, the last one’s attendance and the most clicked news', async () => {
    const admin = await loginAs(t.ctx, 'admin');
    const doctors = [await makeAccount(t.ctx, 'member', { job: 'md' }), await makeAccount(t.ctx, 'member', { job: 'md', status: 'pending' })];
    await makeAccount(t.ctx, 'member', { job: 'ph', status: 'pending' });
    const past = await makeEvent(t.ctx, { title: 'Session passée', startsInMin: -3 * 24 * 60 });
    const next = await makeEvent(t.ctx, { title: 'Session suivante', startsInMin: 2 * 24 * 60 });
    for (const doctor of doctors) {
      await makeSubscription(t.ctx, doctor.id, past.id);
      await makeSubscription(t.ctx, doctor.id, next.id);
    }
    await makePresence(t.ctx, past.id, doctors[0].id, { from: past.date, minutes: 50 });
    await makePresence(t.ctx, past.id, doctors[1].id, { from: past.date, minutes: 5 });
    const popular = await makeNews(t.ctx, { title: 'Très lue' });
    const { eq } = await import('drizzle-orm');
    await t.ctx.db.update(schema.news).set({ clicks: 42 }).where(eq(schema.news.id, popular.id));

    const data = (await getAs(t.app, admin, '/api/dashboard').expect(200)).body.data;
    expect(data.accountsByStatus[0]).toEqual({ label: 'En attente', value: 2, link: '/staff/account/list?f_status=pending' });
    expect(data.accountsByJob).toContainEqual({ label: 'Médecin', value: 2, link: '/staff/account/list?f_job=md' });
    expect(data.upcoming[0]).toMatchObject({ id: next.id, title: 'Session suivante', subscribers: 2 });
    expect(data.lastSession).toMatchObject({ id: past.id, subscribers: 2, attended: 1 });
    expect(data.newsClicks[0]).toEqual({ label: 'Très lue', value: 42, link: '/staff/news/list' });
  });

  it('is for those who see accounts', async () => {
    await getAs(t.app, await login(t.ctx, (await makeAccount(t.ctx, 'member')).email), '/api/dashboard').expect(403);
    const buadm = await loginAs(t.ctx, 'buadm');
    const data = (await getAs(t.app, buadm, '/api/dashboard').expect(200)).body.data;
    expect(data.newsClicks.every((figure: { link: string | null }) => figure.link === null)).toBe(true);
  });
});
