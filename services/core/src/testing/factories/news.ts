import { news } from '../../db/schema';
import type { ServiceContext } from '../../ServiceContext';
import { nextNumber } from './sequence';

/** A news item of the home carousel ('info' unless the test says otherwise). */
export async function makeNews(ctx: ServiceContext, fields: Partial<typeof news.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(news)
    .values({ title: `Actualité ${nextNumber()}`, category: 'info', position: 1, ...fields })
    .returning();
  return row;
}
