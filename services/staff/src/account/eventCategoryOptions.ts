import { asc } from 'drizzle-orm';
import type { FormOption } from '@canal/contracts';
import { schema, type ServiceContext } from '@canal/service-core';

/** Event categories an account can be attached to: the themes' categories, by theme name. */
export async function eventCategoryOptions(ctx: ServiceContext): Promise<FormOption[]> {
  const rows = await ctx.db.select({ category: schema.themes.category, name: schema.themes.name }).from(schema.themes).orderBy(asc(schema.themes.name));
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.category) && seen.add(row.category)).map((row) => ({ value: row.category, label: row.name }));
}
