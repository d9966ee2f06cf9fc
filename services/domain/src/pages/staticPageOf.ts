import { eq } from 'drizzle-orm';
import type { StaticPage, StaticPageKey } from '@canal/contracts';
import { schema, type ServiceContext } from '@canal/service-core';
import { staticPage } from './defaultStaticPages';

const { cmsPages } = schema;

/** The built-in text of a page, with this deployment's settings in it. */
export const defaultPageOf = (ctx: ServiceContext, key: StaticPageKey): StaticPage => staticPage(key, { sessionHours: ctx.config.SESSION_TTL_HOURS });

/** A footer page as staff last saved it in the CMS module, or its built-in text while they have not. */
export async function staticPageOf(ctx: ServiceContext, key: StaticPageKey): Promise<StaticPage> {
  const [row] = await ctx.db.select({ title: cmsPages.title, content: cmsPages.content }).from(cmsPages).where(eq(cmsPages.key, key));
  const fallback = defaultPageOf(ctx, key);
  if (!row || !row.content.trim()) return fallback;
  return { title: row.title.trim() || fallback.title, content: row.content };
}
