import { makeEvent } from '@canal/service-core/testing';
import { getAs, login, loginAs, openEmptyTestApp, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp();
});
afterAll(() => t.database.close());

describe('GET /api/_exports', () => {
  it("lists the accounts export and each past session's report parts, latest session first", async () => {
    const older = await makeEvent(t.ctx, { startsInMin: -3 * 24 * 60, title: 'Asthme sévère' });
    const latest = await makeEvent(t.ctx, { startsInMin: -60, title: 'BPCO : exacerbations' });
    await makeEvent(t.ctx, { startsInMin: 24 * 60, title: 'Session à venir' });
    const response = await getAs(t.app, await loginAs(t.ctx, 'buadm'), '/api/_exports').expect(200);
    const groups = response.body.data as Array<{ title: string; links: Array<{ label: string; url: string }> }>;
    expect(groups.map((group) => group.title)).toEqual(['Professionnels de santé', 'Rapport : BPCO : exacerbations', 'Rapport : Asthme sévère']);
    expect(groups[0]?.links).toEqual([
      { label: 'CSV', url: '/api/account/export?format=csv' },
      { label: 'XLSX', url: '/api/account/export?format=xlsx' },
    ]);
    expect(groups[1]?.links).toHaveLength(10);
    expect(groups[1]?.links[0]).toEqual({ label: 'Inscriptions (CSV)', url: `/api/report/${latest.id}/export?part=registrations&format=csv` });
    expect(groups[2]?.links.at(-1)).toEqual({ label: 'Satisfaction (XLSX)', url: `/api/report/${older.id}/export?part=feedback&format=xlsx` });
  });

  it('is for admin and buadm only', async () => {
    await getAs(t.app, await loginAs(t.ctx, 'admin'), '/api/_exports').expect(200);
    await getAs(t.app, await loginAs(t.ctx, 'mod'), '/api/_exports').expect(403);
    await getAs(t.app, await login(t.ctx, null), '/api/_exports').expect(401);
  });
});
