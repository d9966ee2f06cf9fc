import { count } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import { createTestContext } from '@canal/service-core/testing';
import { seedDemo, placeDemoSessions } from './seedDemo';

const { events, users } = schema;

describe('the demo seed', () => {
  it('migrates, seeds the demo once and places its sessions around now', async () => {
    const { ctx, database } = await createTestContext();
    const now = new Date('2026-11-22T10:00:00Z');
    expect(await seedDemo(ctx.db, now)).toBe(true);
    expect(await seedDemo(ctx.db, now)).toBe(false);
    const [{ total }] = await ctx.db.select({ total: count() }).from(users);
    expect(total).toBe(11);

    const later = new Date('2026-12-01T10:00:00Z');
    await placeDemoSessions(ctx.db, later);
    const rows = await ctx.db.select({ date: events.date, offset: events.demoOffsetMin }).from(events);
    for (const row of rows) expect(row.date.getTime()).toBe(later.getTime() + (row.offset ?? 0) * 60_000);
    await database.close();
    // Seeding draws pictures and hashes eleven passwords: CPU work, slow on a shared machine (a ceiling, not a measure).
  }, 180_000);
});
