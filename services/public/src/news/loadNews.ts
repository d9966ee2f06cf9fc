import { asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { NewsCategory, NewsItem } from '@canal/contracts';
import { cachedPublicData, schema, type ServiceContext } from '@canal/service-core';
import { eventStateAt, hasOnlineReplay } from '@canal/domain';

const { news, events } = schema;

const isCategory = (value: string): value is NewsCategory => ['cover', 'info', 'image', 'replay', 'event'].includes(value);

/** The carousel's rows, the same for everyone: the cover first, then by position (then id, for a stable order). */
function newsRows(ctx: ServiceContext, universe: string | null) {
  return cachedPublicData(ctx, `news:${universe ?? ''}`, () =>
    ctx.db
      .select({ item: news, event: events })
      .from(news)
      .leftJoin(events, eq(events.id, news.eventId))
      .where(universe ? or(isNull(events.universe), eq(events.universe, universe)) : undefined)
      .orderBy(sql`${news.category} <> 'cover'`, asc(news.position), asc(news.id)),
  );
}

/** The news items as the spec has them, the same for every viewer. */
export async function loadNews(ctx: ServiceContext, universe: string | null): Promise<NewsItem[]> {
  const now = ctx.now();
  return (await newsRows(ctx, universe)).flatMap(({ item, event }) => {
    if (!isCategory(item.category)) return [];
    return [
      {
        id: item.id,
        newsTitle: item.title,
        newsShortDescription: item.shortDescription,
        newsDescription: item.description,
        newsThumb: item.thumb.map((file) => ({ dest: file.dest })),
        newsPosition: item.position,
        newsCategory: item.category,
        newsLinkExternal: item.linkExternal,
        eventId: event?.id ?? null,
        eventState: event ? eventStateAt(event, now) : null,
        eventDate: event ? Math.floor(event.date.getTime() / 1000) : null,
        // The site's replay page, never the video's own address (which only replay viewers get, on that page).
        eventLinkReplay: event && hasOnlineReplay(event) ? `/replays/${event.id}` : null,
        eventThumb: event ? event.thumb.map((file) => ({ dest: file.dest })) : [],
        eventGuestsThumb: event ? event.hosts.map((host) => ({ dest: host.dest, attributes: { name: host.attributes?.name ?? host.name ?? '' } })) : [],
      },
    ];
  });
}
