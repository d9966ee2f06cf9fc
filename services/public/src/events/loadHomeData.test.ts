import { eq } from 'drizzle-orm';
import { VISITOR } from '@canal/contracts';
import { publicDataChanged, schema, type OpenedContext } from '@canal/service-core';
import { createTestContext } from '@canal/service-core/testing';
import { loadHomeData } from './loadHomeData';

const { events, themes } = schema;

describe('the home data, shared by every visitor for a few seconds', () => {
  let opened: OpenedContext;
  let eventId: number;
  beforeAll(async () => {
    opened = await createTestContext();
    const [theme] = await opened.ctx.db.insert(themes).values({ name: 'Asthme', category: 'asthme' }).returning({ id: themes.id });
    [{ id: eventId }] = await opened.ctx.db
      .insert(events)
      .values({ themeId: theme.id, title: 'Asthme de l’enfant', date: new Date(Date.now() + 86400_000) })
      .returning({ id: events.id });
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
});
