import { eq } from 'drizzle-orm';
import { listResponseSchema } from '@canal/contracts';
import { schema } from '@canal/service-core';
import { makeEvent, makeSubscription } from '@canal/service-core/testing';
import { getAs, login, loginAs, makeAccount, openEmptyTestApp, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp();
});
afterAll(() => t.database.close());

describe('GET /api/account/events/{id}', () => {
  it("lists the account's webconfs, latest first, with its attendance", async () => {
    const member = await makeAccount(t.ctx, 'member');
    const old = await makeEvent(t.ctx, { title: 'Il y a un mois', startsInMin: -30 * 24 * 60 });
    const coming = await makeEvent(t.ctx, { title: 'Dans trois jours', startsInMin: 3 * 24 * 60 });
    const yesterday = await makeEvent(t.ctx, { title: 'Hier', startsInMin: -24 * 60 });
    await makeEvent(t.ctx, { title: 'Sans lui' });
    for (const event of [old, coming, yesterday]) await makeSubscription(t.ctx, member.id, event.id);
    await t.ctx.db.update(schema.subscriptions).set({ attendedAt: yesterday.date }).where(eq(schema.subscriptions.eventId, yesterday.id));

    const response = await getAs(t.app, await loginAs(t.ctx, 'admin'), `/api/account/events/${member.id}`).expect(200);
    const { data } = listResponseSchema.parse(response.body);
    expect(data.title).toBe('Webconfs');
    expect(data.rows.map((row) => [row.eventTitle, row.attended])).toEqual([
      ['Dans trois jours', 'Non'],
      ['Hier', 'Présent'],
      ['Il y a un mois', 'Non'],
    ]);
    expect(data.rows[0].eventDate).toBe(Math.floor(coming.date.getTime() / 1000));
    expect(data.pagination.total).toBe(3);
  });

  it('answers 404, 400, and refuses other roles', async () => {
    const admin = await loginAs(t.ctx, 'admin');
    const member = await makeAccount(t.ctx, 'member');
    await getAs(t.app, admin, '/api/account/events/999999').expect(404);
    await getAs(t.app, admin, '/api/account/events/abc').expect(400);
    await getAs(t.app, await loginAs(t.ctx, 'mod'), `/api/account/events/${member.id}`).expect(403);
    await getAs(t.app, await login(t.ctx, null), `/api/account/events/${member.id}`).expect(401);
  });
});
