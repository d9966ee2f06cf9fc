import { events } from '../../db/schema';
import type { ServiceContext } from '../../ServiceContext';
import { nextNumber } from './sequence';
import { makeTheme } from './theme';

/** A session whose date is `startsInMin` minutes from the test's clock (negative: already begun); a theme of its own unless given. */
export async function makeEvent(ctx: ServiceContext, fields: Partial<typeof events.$inferInsert> & { startsInMin?: number } = {}) {
  const { startsInMin = 24 * 60, ...rest } = fields;
  const themeId = rest.themeId ?? (await makeTheme(ctx)).id;
  const [row] = await ctx.db
    .insert(events)
    .values({ title: `Émission ${nextNumber()}`, date: new Date(ctx.now().getTime() + startsInMin * 60_000), durationMin: 60, ...rest, themeId })
    .returning();
  return row;
}
