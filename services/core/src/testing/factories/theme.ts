import { themes } from '../../db/schema';
import type { ServiceContext } from '../../ServiceContext';
import { nextNumber } from './sequence';

export async function makeTheme(ctx: ServiceContext, fields: Partial<typeof themes.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(themes)
    .values({ name: `Thème ${nextNumber()}`, category: 'bpco', ...fields })
    .returning();
  return row;
}
