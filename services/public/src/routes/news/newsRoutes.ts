import { eq, sql } from 'drizzle-orm';
import { newsApi } from '@canal/contracts';
import { defineRoute, notFound, schema, type ApiRoute } from '@canal/service-core';
import { loadNews } from '../../news/loadNews';

/** POST /api/news/get/all: the home carousel's items. */
const newsAllRoute = defineRoute(newsApi.newsAll)({
  access: 'public',
  sameForEveryVisitor: true,
  async handle({ ctx, input }) {
    return { news: 'complete', data: await loadNews(ctx, input.universe ?? null) };
  },
});

/** POST /api/news/click: one more click on an item (the news list's figures). */
const newsClickRoute = defineRoute(newsApi.newsClick)({
  access: 'public',
  async handle({ ctx, input }) {
    const updated = await ctx.db
      .update(schema.news)
      .set({ clicks: sql`${schema.news.clicks} + 1` })
      .where(eq(schema.news.id, input.id))
      .returning({ id: schema.news.id });
    if (updated.length === 0) throw notFound();
    return { news: 'complete' };
  },
});

export const newsRoutes: ApiRoute[] = [newsAllRoute, newsClickRoute];
