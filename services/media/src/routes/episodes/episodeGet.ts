import { fileUrl, mediaApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { loadEpisode } from '../../catalogue/loadItems';
import { neighboursOf } from '../../catalogue/neighbours';
import { signedIn } from '../../catalogue/signedIn';
import { guestsOf, mediaFilesOf, thumbOf } from '../../catalogue/storedFiles';
import { progressOf } from '../../progress/recordProgress';
import { npsOf } from '../../ratings/rateItem';
import { episodeRowsOf } from '../series/serieEpisodes';

/** POST /api/episode/get/{id}: an episode's page, with its neighbours in the serie and where the member stopped. */
export const episodeGetRoute = defineRoute(mediaApi.episodeGet)({
  access: 'member',
  samplePath: '/api/episode/get/1',
  async handle({ ctx, input, user }) {
    const me = signedIn(user);
    const { episode, serie } = await loadEpisode(ctx, input.id);
    const progress = await progressOf(ctx, me.id, 'episode', episode.id);
    return {
      episode: 'complete',
      data: {
        id: episode.id,
        episodeTitle: episode.title,
        episodeDescription: episode.description,
        episodeGuests: guestsOf(episode.guests.length > 0 ? episode.guests : serie.guests),
        episodeThumb: thumbOf(episode.thumb) ?? thumbOf(serie.thumb),
        episodeVideo: episode.video.length > 0 ? fileUrl(mediaApi.episodeVideoFile, { id: episode.id }) : null,
        episodeDuration: episode.durationMin,
        episodeFiles: mediaFilesOf(episode.files),
        serieId: serie.id,
        serieTitle: serie.title,
        serieCategory: serie.category,
        nps: await npsOf(ctx, 'episode', episode.id, me.id),
        ...neighboursOf(await episodeRowsOf(ctx, serie.id), episode.id),
        positionS: progress.positionS,
        finished: progress.finished,
      },
    };
  },
});
