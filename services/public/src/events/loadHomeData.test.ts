import { eq } from 'drizzle-orm';
import { VISITOR } from '@canal/contracts';
import { publicDataChanged, schema, type OpenedContext } from '@canal/service-core';
import { createTestContext, makeEvent, makeTheme } from '@canal/service-core/testing';
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
});
