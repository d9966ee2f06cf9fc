import { eq } from 'drizzle-orm';
import type { EventState } from '@canal/contracts';
import { type DatabaseHandle, schema, type ServiceContext } from '@canal/service-core';
import { createTestContext, makeEvent } from '@canal/service-core/testing';
import { eventStateAt, eventStateIn, eventStateSql } from './eventState';

const { events } = schema;

let ctx: ServiceContext;
let database: DatabaseHandle;
beforeAll(async () => {
  ({ ctx, database } = await createTestContext());
});
afterAll(() => database.close());

const MINUTE = 60_000;

describe('a session’s state at a moment', () => {
  it('follows the clock for the stored states staff do not set by hand, in JavaScript and in SQL alike', async () => {
    const start = new Date('2027-03-10T17:00:00.000Z');
    const cases: Array<{ stored: string; atMin: number; expected: EventState }> = [
      { stored: 'pending', atMin: -15, expected: 'pending' },
      { stored: 'pending', atMin: 0, expected: 'live' },
      { stored: 'pending', atMin: 10, expected: 'live' },
      { stored: 'pending', atMin: 59, expected: 'live' },
      { stored: 'pending', atMin: 60, expected: 'finished' },
      // A session staff left 'live' or 'finished' by hand still follows the clock.
      { stored: 'live', atMin: -30, expected: 'pending' },
      { stored: 'finished', atMin: 30, expected: 'live' },
      { stored: 'live', atMin: 120, expected: 'finished' },
      // Postponed and replay are staff's decisions, whatever the clock says.
      { stored: 'delayed', atMin: 10, expected: 'delayed' },
      { stored: 'replay', atMin: -60, expected: 'replay' },
    ];
    for (const { stored, atMin, expected } of cases) {
      const [row] = await ctx.db
        .insert(events)
        .values({ title: `${stored} ${atMin}`, date: start, durationMin: 60, state: stored })
        .returning();
      const now = new Date(start.getTime() + atMin * MINUTE);
      const [read] = await ctx.db
        .select({ state: eventStateSql(now) })
        .from(events)
        .where(eq(events.id, row.id));
      expect({ stored, atMin, js: eventStateAt(row, now), sql: read.state }).toEqual({ stored, atMin, js: expected, sql: expected });
    }
  });

  it('selects the sessions live now: one stored as pending that started 10 minutes ago, not the one that ended nor the one to come', async () => {
    const live = await makeEvent(ctx, { title: 'Commencée il y a 10 minutes', startsInMin: -10, durationMin: 60 });
    const ended = await makeEvent(ctx, { title: 'Terminée', startsInMin: -120, durationMin: 60 });
    const soon = await makeEvent(ctx, { title: 'Dans 15 minutes', startsInMin: 15, durationMin: 60 });
    const ids = [live.id, ended.id, soon.id];
    const rows = await ctx.db
      .select({ id: events.id })
      .from(events)
      .where(eventStateIn(ctx.now(), ['live']));
    expect(rows.map((row) => row.id).filter((id) => ids.includes(id))).toEqual([live.id]);
  });
});
