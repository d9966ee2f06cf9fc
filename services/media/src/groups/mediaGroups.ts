import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { ALL_CATEGORIES, categoriesOf, type MediaCard, type MediaGroups, type MediaListType, type MediaModule } from '@canal/contracts';
import { badRequest, schema, type ServiceContext } from '@canal/service-core';
import { episodeCard, podcastCard, serieCard } from '../catalogue/mediaCards';
import { viewersSince } from '../progress/recordProgress';

const { episodes, series, podcasts, mediaProgress } = schema;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How many items 'Nouveautés' shows (one row of the 3- or 4-column grid). */
export const NEWS_COUNT = 4;
export const TOP_COUNT = 3;

/** 'bpco' -> 'BPCO': a category of the page's list, whatever its case; refused otherwise. */
export function categoryOf(type: MediaListType, raw: string): string {
  const found = categoriesOf(type).find((category) => category.toLowerCase() === raw.trim().toLowerCase());
  if (!found) throw badRequest(`Catégorie inconnue : ${categoriesOf(type).join(', ')}.`);
  return found;
}

const inCategory = (category: string) => (item: { category: string }) => category === ALL_CATEGORIES || item.category === category;

async function startedBy(ctx: ServiceContext, userId: number, module: MediaModule): Promise<{ itemId: number; positionS: number }[]> {
  return ctx.db
    .select({ itemId: mediaProgress.itemId, positionS: mediaProgress.positionS })
    .from(mediaProgress)
    .where(and(eq(mediaProgress.userId, userId), eq(mediaProgress.module, module), eq(mediaProgress.finished, false), gt(mediaProgress.positionS, 0)))
    .orderBy(desc(mediaProgress.updatedAt));
}

/**
 * The four groups from a catalogue of playable cards: what the member started and did not finish
 * (latest first, with the position), the newest, the three with the most distinct viewers over
 * the window, and `others`.
 */
async function groupsOf(
  ctx: ServiceContext,
  userId: number,
  module: MediaModule,
  playable: { card: MediaCard; createdAt: Date }[],
  others: MediaCard[],
): Promise<MediaGroups> {
  const byId = new Map(playable.map((item) => [item.card.id, item.card]));
  const started = await startedBy(ctx, userId, module);
  const viewers = await viewersSince(ctx, module, new Date(ctx.now().getTime() - ctx.config.MEDIA_TOP_WINDOW_DAYS * DAY_MS));
  const top = playable
    .map((item) => ({ card: item.card, viewers: viewers.get(item.card.id) ?? 0 }))
    .filter((item) => item.viewers > 0)
    .sort((a, b) => b.viewers - a.viewers || b.card.id - a.card.id)
    .slice(0, TOP_COUNT)
    .map((item) => ({ ...item.card, viewers: item.viewers }));
  return {
    continue: started.flatMap((row) => {
      const card = byId.get(row.itemId);
      return card ? [{ ...card, positionS: Math.floor(row.positionS) }] : [];
    }),
    news: [...playable]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.card.id - a.card.id)
      .slice(0, NEWS_COUNT)
      .map((item) => item.card),
    top,
    others,
  };
}

/** 'Mes replays' > category: episodes of the online series, and the series themselves as suggestions. */
async function replayGroups(ctx: ServiceContext, userId: number, category: string): Promise<MediaGroups> {
  const allSeries = (await ctx.db.select().from(series).orderBy(desc(series.createdAt), desc(series.id))).filter(inCategory(category));
  const rows = (
    await ctx.db
      .select({ episode: episodes, serie: series })
      .from(episodes)
      .innerJoin(series, eq(series.id, episodes.serieId))
      .where(ne(series.state, 'pending'))
  ).filter((row) => inCategory(category)(row.serie));
  const playable = rows.map((row) => ({ card: episodeCard(row.episode, row.serie), createdAt: row.episode.createdAt }));
  const others = allSeries.map((serie) => {
    const own = rows.filter((row) => row.serie.id === serie.id);
    return serieCard(
      serie,
      own.length,
      own.reduce((sum, row) => sum + row.episode.durationMin, 0),
    );
  });
  return groupsOf(ctx, userId, 'episode', playable, others);
}

/** 'Mes podcasts' > category: the live podcasts, and every podcast (those to come dimmed) as suggestions. */
async function podcastGroups(ctx: ServiceContext, userId: number, category: string): Promise<MediaGroups> {
  const rows = (await ctx.db.select().from(podcasts).orderBy(podcasts.position, podcasts.id)).filter(inCategory(category));
  const playable = rows.filter((row) => row.state === 'live').map((row) => ({ card: podcastCard(row), createdAt: row.date ?? row.createdAt }));
  return groupsOf(ctx, userId, 'podcast', playable, rows.map(podcastCard));
}

export function mediaGroups(ctx: ServiceContext, userId: number, type: MediaListType, category: string): Promise<MediaGroups> {
  return type === 'replay' ? replayGroups(ctx, userId, category) : podcastGroups(ctx, userId, category);
}
