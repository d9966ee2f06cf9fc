import { mediaApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { loadLivePodcast } from '../../catalogue/loadItems';
import { playedTimeOf, recordProgress, type PlayedCall } from '../../progress/recordProgress';

/** onPlay and onUpdate alike: where the member is in a live podcast. */
async function podcastPlayed({ ctx, input, user }: PlayedCall) {
  const podcast = await loadLivePodcast(ctx, input.id);
  await recordProgress(ctx, user, 'podcast', podcast.id, playedTimeOf(input.time), podcast.durationMin * 60);
  return { progress: 'complete' as const };
}

/** POST /api/podcastShow/onPlay/{id}: the member started listening (counted once per member for 'Top 3'). */
export const podcastPlayRoute = defineRoute(mediaApi.podcastPlay)({ access: 'member', samplePath: '/api/podcastShow/onPlay/1', handle: podcastPlayed });

/** POST /api/podcastShow/onUpdate/{id}: where the member is (seconds, or 'end'). */
export const podcastUpdateRoute = defineRoute(mediaApi.podcastUpdate)({ access: 'member', samplePath: '/api/podcastShow/onUpdate/1', handle: podcastPlayed });
