import { and, eq, sql } from 'drizzle-orm';
import type { MediaModule, Nps } from '@canal/contracts';
import { schema, type ServiceContext } from '@canal/service-core';

const { mediaRatings } = schema;

/** An item's average rating to one decimal, how many members rated it, and the caller's own. */
export async function npsOf(ctx: ServiceContext, module: MediaModule, itemId: number, userId: number | null): Promise<Nps> {
  const [row] = await ctx.db
    .select({
      average: sql<number | null>`round(avg(${mediaRatings.rating}), 1)::float8`,
      total: sql<number>`count(*)::int`,
      mine: sql<number | null>`max(${mediaRatings.rating}) filter (where ${mediaRatings.userId} = ${userId ?? 0})`,
    })
    .from(mediaRatings)
    .where(and(eq(mediaRatings.module, module), eq(mediaRatings.itemId, itemId)));
  return { rating: row?.average ?? 0, total: row?.total ?? 0, mine: row?.mine ?? null };
}

/** The member's rating of an item: one per member and item, replaced when changed. */
export async function rateItem(ctx: ServiceContext, userId: number, module: MediaModule, itemId: number, rating: number): Promise<Nps> {
  const now = ctx.now();
  await ctx.db
    .insert(mediaRatings)
    .values({ userId, module, itemId, rating, updatedAt: now })
    .onConflictDoUpdate({ target: [mediaRatings.userId, mediaRatings.module, mediaRatings.itemId], set: { rating, updatedAt: now } });
  return npsOf(ctx, module, itemId, userId);
}
