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

describe('the dashboard’s sessions, professions and charts', () => {
  const dashboardOf = async (session: Awaited<ReturnType<typeof loginAs>>) => (await getAs(t.app, session, '/api/dashboard').expect(200)).body.data;

  it('lists among the next sessions the one starting in 15 minutes and the one live now, not the one that ended', async () => {
    const admin = await loginAs(t.ctx, 'admin');
    const soon = await makeEvent(t.ctx, { title: 'Dans un quart d’heure', startsInMin: 15 });
    const live = await makeEvent(t.ctx, { title: 'En cours depuis 10 minutes', startsInMin: -10, durationMin: 60 });
    const ended = await makeEvent(t.ctx, { title: 'Finie il y a une heure', startsInMin: -120, durationMin: 60 });
    const upcoming: Array<{ id: number; eventState: string }> = (await dashboardOf(admin)).upcoming;
    expect(upcoming.slice(0, 2)).toEqual([
      expect.objectContaining({ id: live.id, eventState: 'live' }),
      expect.objectContaining({ id: soon.id, eventState: 'pending' }),
    ]);
    expect(upcoming.map((event) => event.id)).not.toContain(ended.id);
  });

  it('names each profession once, adding up the job codes that share its label', async () => {
    const admin = await loginAs(t.ctx, 'admin');
    const before: Array<{ label: string; value: number }> = (await dashboardOf(admin)).accountsByJob;
    const doctorsBefore = before.find((figure) => figure.label === 'Médecin')?.value ?? 0;
    await makeAccount(t.ctx, 'member', { job: 'md' });
    await makeAccount(t.ctx, 'member', { job: 'x2' });
    await makeAccount(t.ctx, 'member', { job: 'es10' });
    const byJob: Array<{ label: string; value: number; link: string | null }> = (await dashboardOf(admin)).accountsByJob;
    expect(byJob.filter((figure) => figure.label === 'Médecin')).toEqual([
      { label: 'Médecin', value: doctorsBefore + 3, link: '/staff/account/list?f_q=M%C3%A9decin' },
    ]);
    expect(new Set(byJob.map((figure) => figure.label)).size).toBe(byJob.length);
  });

  it('counts member registrations per week (Monday, Paris time), the empty weeks included, and the attendance of the last sessions held', async () => {
    const admin = await loginAs(t.ctx, 'admin');
    const weekOf = (data: { registrationsByWeek: Array<{ weekStart: string; value: number }> }, weekStart: string) =>
      data.registrationsByWeek.find((week) => week.weekStart === weekStart)?.value;
    const before = await dashboardOf(admin);
    // The staff tests' clock is Friday 20 November 2026: this week began on Monday the 16th, the one before on the 9th.
    expect(before.registrationsByWeek).toHaveLength(12);
    expect(before.registrationsByWeek.at(-1).weekStart).toBe('2026-11-16');
    expect(before.registrationsByWeek[0].weekStart).toBe('2026-08-31');
    const now = t.ctx.now().getTime();
    await makeAccount(t.ctx, 'member', { createdAt: new Date(now - 7 * 24 * 3600_000) });
    for (let i = 0; i < 2; i += 1) await makeAccount(t.ctx, 'member', { createdAt: new Date(now - 3600_000) });
    await makeAccount(t.ctx, 'admin', { createdAt: new Date(now - 3600_000) });
    const after = await dashboardOf(admin);
    expect(weekOf(after, '2026-11-09')).toBe((weekOf(before, '2026-11-09') ?? 0) + 1);
    expect(weekOf(after, '2026-11-16')).toBe((weekOf(before, '2026-11-16') ?? 0) + 2);

    const older = await makeEvent(t.ctx, { title: 'Tenue il y a deux jours', startsInMin: -2 * 24 * 60 });
    const newer = await makeEvent(t.ctx, { title: 'Tenue hier', startsInMin: -24 * 60 });
    const members = [await makeAccount(t.ctx, 'member'), await makeAccount(t.ctx, 'member'), await makeAccount(t.ctx, 'member')];
    for (const member of members) await makeSubscription(t.ctx, member.id, newer.id);
    await makeSubscription(t.ctx, members[0].id, older.id);
    // Two stayed 45 minutes in the room, the third 3 minutes: the one attendance (core memberAttendance) counts two.
    for (const member of members.slice(0, 2)) await makePresence(t.ctx, newer.id, member.id, { from: newer.date, minutes: 45 });
    await makePresence(t.ctx, newer.id, members[2].id, { from: newer.date, minutes: 3 });
    const held: Array<{ id: number; subscribers: number; attended: number }> = (await dashboardOf(admin)).attendanceBySession;
    expect(held.filter((session) => session.id === newer.id || session.id === older.id)).toEqual([
      { id: newer.id, title: 'Tenue hier', eventDate: Math.floor(newer.date.getTime() / 1000), subscribers: 3, attended: 2 },
      { id: older.id, title: 'Tenue il y a deux jours', eventDate: Math.floor(older.date.getTime() / 1000), subscribers: 1, attended: 0 },
    ]);
  });

  it('counts the retention’s warnings and anonymisations per month, naming nobody', async () => {
    const admin = await loginAs(t.ctx, 'admin');
    await t.ctx.db.insert(schema.retentionEvents).values([
      { kind: 'warned', at: new Date(t.seededAt.getTime() - 40 * 86_400_000) },
      { kind: 'warned', at: t.seededAt },
      { kind: 'anonymised', at: t.seededAt },
    ]);
    const months: Array<{ month: string; warned: number; anonymised: number }> = (await dashboardOf(admin)).retentionByMonth;
    expect(months).toHaveLength(6);
    expect(months.slice(-2)).toEqual([
      { month: '2026-10', warned: 1, anonymised: 0 },
      { month: '2026-11', warned: 1, anonymised: 1 },
    ]);
  });
});
