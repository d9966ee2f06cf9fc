import { mediaApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { loadEpisode } from '../../catalogue/loadItems';
import { signedIn } from '../../catalogue/signedIn';
import { playedTimeOf, recordProgress } from '../../progress/recordProgress';

/** POST /api/episode/onPlay/{id}: the member started (or resumed) the episode. */
export const episodePlayRoute = defineRoute(mediaApi.episodePlay)({
  access: 'member',
  samplePath: '/api/episode/onPlay/1',
  async handle({ ctx, input, user }) {
    const { episode } = await loadEpisode(ctx, input.id);
    await recordProgress(ctx, signedIn(user).id, 'episode', episode.id, playedTimeOf(input.time), episode.durationMin * 60);
    return { progress: 'complete' };
  },
});

/** POST /api/episode/onUpdate/{id}: where the member is (seconds, or 'end' at the end). */
export const episodeUpdateRoute = defineRoute(mediaApi.episodeUpdate)({
  access: 'member',
  samplePath: '/api/episode/onUpdate/1',
  async handle({ ctx, input, user }) {
    const { episode } = await loadEpisode(ctx, input.id);
    await recordProgress(ctx, signedIn(user).id, 'episode', episode.id, playedTimeOf(input.time), episode.durationMin * 60);
    return { progress: 'complete' };
  },
});
