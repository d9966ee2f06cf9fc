import { eq } from 'drizzle-orm';
import { notFound, schema, type ServiceContext } from '@canal/service-core';

const { podcasts, episodes, series } = schema;

export type PodcastRow = typeof podcasts.$inferSelect;
export type EpisodeRow = typeof episodes.$inferSelect;
export type SerieRow = typeof series.$inferSelect;
export type PodcastThemeRow = typeof schema.podcastThemes.$inferSelect;

export const PODCAST_MISSING = 'Podcast introuvable.';
export const EPISODE_MISSING = 'Épisode introuvable.';
export const SERIE_MISSING = 'Série introuvable.';
export const NOT_YET_ONLINE = 'Ce podcast n’est pas encore disponible.';

export async function loadPodcast(ctx: ServiceContext, id: number): Promise<PodcastRow> {
  const [row] = await ctx.db.select().from(podcasts).where(eq(podcasts.id, id));
  if (!row) throw notFound(PODCAST_MISSING);
  return row;
}

/** A podcast that may be played, rated and shared: only live ones are (spec 001 section 4 "Podcast state"). */
export async function loadLivePodcast(ctx: ServiceContext, id: number): Promise<PodcastRow> {
  const row = await loadPodcast(ctx, id);
  if (row.state !== 'live') throw notFound(NOT_YET_ONLINE);
  return row;
}

export async function loadEpisode(ctx: ServiceContext, id: number): Promise<{ episode: EpisodeRow; serie: SerieRow }> {
  const [row] = await ctx.db
    .select({ episode: episodes, serie: series })
    .from(episodes)
    .innerJoin(series, eq(series.id, episodes.serieId))
    .where(eq(episodes.id, id));
  if (!row) throw notFound(EPISODE_MISSING);
  return row;
}

export async function loadSerie(ctx: ServiceContext, id: number): Promise<SerieRow> {
  const [row] = await ctx.db.select().from(series).where(eq(series.id, id));
  if (!row) throw notFound(SERIE_MISSING);
  return row;
}
