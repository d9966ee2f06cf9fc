import { eq } from 'drizzle-orm';
import { VISITOR } from '@canal/contracts';
import { publicDataChanged, schema, type OpenedContext } from '@canal/service-core';
import { createTestContext, makeEvent, makeSubscription, makeTheme, makeUser } from '@canal/service-core/testing';
import { loadHomeData } from './loadHomeData';

const { events } = schema;

describe('the home data, shared by every visitor for a few seconds', () => {
  let opened: OpenedContext;
  let eventId: number;
  beforeAll(async () => {
    opened = await createTestContext();
    const theme = await makeTheme(opened.ctx, { name: 'Asthme', category: 'asthme' });
    ({ id: eventId } = await makeEvent(opened.ctx, { themeId: theme.id, title: 'Asthme de l’enfant', startsInMin: 24 * 60 }));
  });
  afterAll(() => opened.close());

  const titles = async () => (await loadHomeData(opened.ctx, null, VISITOR)).availableEvents.map((card) => card.eventTitle);

  it('is read once, and read again as soon as staff change something (the bus)', async () => {
    expect(await titles()).toEqual(['Asthme de l’enfant']);
    await opened.ctx.db.update(events).set({ title: 'Asthme sévère de l’enfant' }).where(eq(events.id, eventId));
    expect(await titles()).toEqual(['Asthme de l’enfant']);
    await publicDataChanged(opened.ctx, 'event');
    expect(await titles()).toEqual(['Asthme sévère de l’enfant']);
  });

  it("marks a member's own sessions without changing the cards every other caller shares", async () => {
    const ctx = opened.ctx;
    const member = await makeUser(ctx, { role: 'member' });
    const theme = await makeTheme(ctx, { name: 'BPCO', category: 'BPCO' });
    const subscribed = await makeEvent(ctx, { themeId: theme.id, title: 'BPCO : exacerbations', startsInMin: 2 * 24 * 60 });
    await makeSubscription(ctx, member.id, subscribed.id);
    await publicDataChanged(ctx, 'event');

    const mine = await loadHomeData(ctx, member.id, { role: 'member', subRole: null });
    expect(mine.myfutureevents.map((card) => card.id)).toEqual([subscribed.id]);
    expect(mine.availableEvents.filter((card) => card.isSubscribed === 1).map((card) => card.id)).toEqual([subscribed.id]);

    const visitor = await loadHomeData(ctx, null, VISITOR);
    expect(visitor.availableEvents.map((card) => card.isSubscribed)).toEqual(visitor.availableEvents.map(() => 0));
    expect(visitor.myfutureevents).toEqual([]);
  });
});
