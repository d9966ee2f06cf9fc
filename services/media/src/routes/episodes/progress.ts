import { mediaApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { loadEpisode } from '../../catalogue/loadItems';
import { playedTimeOf, recordProgress, type PlayedCall } from '../../progress/recordProgress';

/** onPlay and onUpdate alike: where the member is in the episode (seconds, 'end', or nothing on play). */
async function episodePlayed({ ctx, input, user }: PlayedCall) {
  const { episode } = await loadEpisode(ctx, input.id);
  await recordProgress(ctx, user, 'episode', episode.id, playedTimeOf(input.time), episode.durationMin * 60);
  return { progress: 'complete' as const };
}

/** POST /api/episode/onPlay/{id}: the member started (or resumed) the episode. */
export const episodePlayRoute = defineRoute(mediaApi.episodePlay)({ access: 'member', samplePath: '/api/episode/onPlay/1', handle: episodePlayed });

/** POST /api/episode/onUpdate/{id}: where the member is (seconds, or 'end' at the end). */
export const episodeUpdateRoute = defineRoute(mediaApi.episodeUpdate)({ access: 'member', samplePath: '/api/episode/onUpdate/1', handle: episodePlayed });
