import { sql } from 'drizzle-orm';
import { events, subscriptions } from './schema';
import { outerColumn } from './outerColumn';
import { createTestContext } from '../testing/createTestContext';
import { makeEvent, makeSubscription, makeUser } from '../testing/factories';

it('keeps a correlated subquery on the outer row in a select from one table', async () => {
  const { ctx, close } = await createTestContext();
  try {
    const busy = await makeEvent(ctx, {});
    const quiet = await makeEvent(ctx, {});
    for (let i = 0; i < 3; i += 1) await makeSubscription(ctx, (await makeUser(ctx)).id, busy.id);
    const subscribers = sql<number>`(select count(*)::int from ${subscriptions} where ${subscriptions.eventId} = ${outerColumn(events.id)})`;
    const rows = await ctx.db.select({ id: events.id, subscribers }).from(events);
    expect(rows.find((row) => row.id === busy.id)?.subscribers).toBe(3);
    expect(rows.find((row) => row.id === quiet.id)?.subscribers).toBe(0);
  } finally {
    await close();
  }
});
