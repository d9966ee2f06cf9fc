import { asc, eq } from 'drizzle-orm';
import type { MediaCard } from '@canal/contracts';
import { schema, type ServiceContext } from '@canal/service-core';
import type { EpisodeRow, SerieRow } from '../../catalogue/loadItems';
import { episodeCard } from '../../catalogue/mediaCards';

const { episodes } = schema;

/** A serie's episodes in their order. */
export async function episodeRowsOf(ctx: ServiceContext, serieId: number): Promise<EpisodeRow[]> {
  return ctx.db.select().from(episodes).where(eq(episodes.serieId, serieId)).orderBy(asc(episodes.position), asc(episodes.id));
}

export async function episodeCardsOf(ctx: ServiceContext, serie: SerieRow): Promise<MediaCard[]> {
  return (await episodeRowsOf(ctx, serie.id)).map((episode) => episodeCard(episode, serie));
}
