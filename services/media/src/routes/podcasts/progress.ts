import { mediaApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { loadLivePodcast } from '../../catalogue/loadItems';
import { signedIn } from '../../catalogue/signedIn';
import { playedTimeOf, recordProgress } from '../../progress/recordProgress';

/** POST /api/podcastShow/onPlay/{id}: the member started listening (counted once per member for 'Top 3'). */
export const podcastPlayRoute = defineRoute(mediaApi.podcastPlay)({
  access: 'member',
  samplePath: '/api/podcastShow/onPlay/1',
  async handle({ ctx, input, user }) {
    const podcast = await loadLivePodcast(ctx, input.id);
    await recordProgress(ctx, signedIn(user).id, 'podcast', podcast.id, playedTimeOf(input.time), podcast.durationMin * 60);
    return { progress: 'complete' };
  },
});

/** POST /api/podcastShow/onUpdate/{id}: where the member is (seconds, or 'end'). */
export const podcastUpdateRoute = defineRoute(mediaApi.podcastUpdate)({
  access: 'member',
  samplePath: '/api/podcastShow/onUpdate/1',
  async handle({ ctx, input, user }) {
    const podcast = await loadLivePodcast(ctx, input.id);
    await recordProgress(ctx, signedIn(user).id, 'podcast', podcast.id, playedTimeOf(input.time), podcast.durationMin * 60);
    return { progress: 'complete' };
  },
});
