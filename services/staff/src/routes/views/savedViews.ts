import { and, asc, eq } from 'drizzle-orm';
import { staffApi } from '@canal/contracts';
import { defineRoute, HttpError, notFound, schema, type ServiceContext } from '@canal/service-core';

const { savedViews } = schema;
const VIEWS_PER_LIST = 30;
/** Only the list's own parameters are kept: page, size, sort, filters (f_…), hidden columns (hc). */
const LIST_PARAM = /^(pp|pl|sf|sw|hc|f_[A-Za-z][A-Za-z0-9_.-]{0,63})$/;

function cleanQuery(query: string): string {
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(query)) if (LIST_PARAM.test(key) && key !== 'pp') kept.append(key, value.slice(0, 200));
  return kept.toString();
}

async function viewsOf(ctx: ServiceContext, userId: number, module: string) {
  const rows = await ctx.db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.module, module)))
    .orderBy(asc(savedViews.name));
  return rows.map((row) => ({ id: row.id, name: row.name, query: row.query }));
}

/** GET /api/_views/{module}: the caller's saved views of that list. */
export const savedViewsListRoute = defineRoute(staffApi.savedViewsList)({
  access: 'staff',
  samplePath: '/api/_views/theme',
  async handle({ ctx, input, user }) {
    return { views: 'complete', data: await viewsOf(ctx, user.id, input.module) };
  },
});

/** POST /api/_views/{module}: saves (or replaces, by name) a view of the list for the caller only. */
export const savedViewsSaveRoute = defineRoute(staffApi.savedViewsSave)({
  access: 'staff',
  samplePath: '/api/_views/theme',
  async handle({ ctx, input, user }) {
    const existing = await viewsOf(ctx, user.id, input.module);
    if (existing.length >= VIEWS_PER_LIST && !existing.some((view) => view.name === input.name)) {
      throw new HttpError(409, `Vous avez déjà ${VIEWS_PER_LIST} vues pour cette liste : supprimez-en une.`, 'too_many_views');
    }
    await ctx.db
      .insert(savedViews)
      .values({ userId: user.id, module: input.module, name: input.name, query: cleanQuery(input.query), createdAt: ctx.now() })
      .onConflictDoUpdate({ target: [savedViews.userId, savedViews.module, savedViews.name], set: { query: cleanQuery(input.query) } });
    return { views: 'complete', data: await viewsOf(ctx, user.id, input.module) };
  },
});

/** POST /api/_views/delete: removes one of the caller's views (another user's is not found). */
export const savedViewsDeleteRoute = defineRoute(staffApi.savedViewsDelete)({
  access: 'staff',
  async handle({ ctx, input, user }) {
    const [removed] = await ctx.db
      .delete(savedViews)
      .where(and(eq(savedViews.id, input.id), eq(savedViews.userId, user.id)))
      .returning();
    if (!removed) throw notFound('Vue introuvable.');
    return { views: 'complete', data: await viewsOf(ctx, user.id, removed.module) };
  },
});
