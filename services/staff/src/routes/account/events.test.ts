import { listResponseSchema } from '@canal/contracts';
import { ADMIN, MEMBER, MOD, getAs, login, openTestApp, userByEmail, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.database.close());

describe('GET /api/account/events/{id}', () => {
  it("lists the account's webconfs, latest first", async () => {
    const member = await userByEmail(t.ctx, MEMBER);
    const response = await getAs(t.app, await login(t.ctx, ADMIN), `/api/account/events/${member.id}`).expect(200);
    const { data } = listResponseSchema.parse(response.body);
    expect(data.title).toBe('Webconfs');
    expect(data.rows.length).toBeGreaterThan(0);
    const dates = data.rows.map((row) => Number(row.eventDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(data.rows.every((row) => row.attended === 'Non' || row.attended === 'Présent')).toBe(true);
  });

  it('answers 404, 400, and refuses other roles', async () => {
    const admin = await login(t.ctx, ADMIN);
    await getAs(t.app, admin, '/api/account/events/999999').expect(404);
    await getAs(t.app, admin, '/api/account/events/abc').expect(400);
    await getAs(t.app, await login(t.ctx, MOD), '/api/account/events/1').expect(403);
    await getAs(t.app, await login(t.ctx, null), '/api/account/events/1').expect(401);
  });
});
