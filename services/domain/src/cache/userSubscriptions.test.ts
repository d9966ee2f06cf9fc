import { and, eq } from 'drizzle-orm';
import { type OpenedContext, schema } from '@canal/service-core';
import { createTestContext, makeEvent, makeSubscription, makeUser } from '@canal/service-core/testing';
import { subscribedEventIds, subscriptionsChanged } from './userSubscriptions';

const { subscriptions } = schema;

describe("a user's subscriptions: kept per process, read again when they change", () => {
  let opened: OpenedContext;
  beforeAll(async () => {
    opened = await createTestContext();
  });
  afterAll(() => opened.close());

  const ids = async (userId: number) => [...(await subscribedEventIds(opened.ctx, userId))].sort((a, b) => a - b);

  it('answers from its copy without the database until a change is published, then reads again', async () => {
    const ctx = opened.ctx;
    const member = await makeUser(ctx);
    const [asthme, bpco] = [await makeEvent(ctx, { title: 'Asthme' }), await makeEvent(ctx, { title: 'BPCO' })];
    await makeSubscription(ctx, member.id, asthme.id);
    expect(await ids(member.id)).toEqual([asthme.id]);

    // Written without telling anyone: the copy is still served, proof that the second read does not query.
    await ctx.db.insert(subscriptions).values({ userId: member.id, eventId: bpco.id, createdAt: ctx.now() });
    expect(await ids(member.id)).toEqual([asthme.id]);
    await subscriptionsChanged(ctx, member.id);
    expect(await ids(member.id)).toEqual([asthme.id, bpco.id]);

    await ctx.db.delete(subscriptions).where(and(eq(subscriptions.userId, member.id), eq(subscriptions.eventId, asthme.id)));
    await subscriptionsChanged(ctx, member.id);
    expect(await ids(member.id)).toEqual([bpco.id]);
  });

  it("keeps each user's set apart: a change for one does not touch another's", async () => {
    const ctx = opened.ctx;
    const [claire, julien] = [await makeUser(ctx), await makeUser(ctx)];
    const event = await makeEvent(ctx, { title: 'Réhabilitation respiratoire' });
    await makeSubscription(ctx, claire.id, event.id);
    expect(await ids(claire.id)).toEqual([event.id]);
    expect(await ids(julien.id)).toEqual([]);
    await makeSubscription(ctx, julien.id, event.id);
    await subscriptionsChanged(ctx, julien.id);
    expect(await ids(julien.id)).toEqual([event.id]);
    expect(await ids(claire.id)).toEqual([event.id]);
  });
});
