import { mediaApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { loadSerie } from '../../catalogue/loadItems';
import { guestsOf, thumbOf } from '../../catalogue/storedFiles';
import { episodeCardsOf } from './serieEpisodes';

/** POST /api/serie/get/{id}: a serie with its episodes (the serie dialog: count and list). */
export const serieGetRoute = defineRoute(mediaApi.serieGet)({
  access: 'member',
  samplePath: '/api/serie/get/1',
  async handle({ ctx, input }) {
    const serie = await loadSerie(ctx, input.id);
    const episodes = await episodeCardsOf(ctx, serie);
    return {
      serie: 'complete',
      data: {
        id: serie.id,
        serieTitle: serie.title,
        serieDescription: serie.description,
        serieGuests: guestsOf(serie.guests),
        serieThumb: thumbOf(serie.thumb),
        serieCategory: serie.category,
        podcastState: serie.state === 'pending' ? 'pending' : 'live',
        episode_count: episodes.length,
        duration: episodes.reduce((sum, episode) => sum + episode.durationMin, 0),
        episodes,
      },
    };
  },
});

/** POST /api/episode/front_list: a serie's episodes. */
export const episodeFrontListRoute = defineRoute(mediaApi.episodeFrontList)({
  access: 'member',
  async handle({ ctx, input }) {
    return { episode: 'complete', data: await episodeCardsOf(ctx, await loadSerie(ctx, input.serie)) };
  },
});
