import { useMemo } from 'react';
import { mediaApi, type MediaModule } from '@canal/contracts';
import { callEndpoint } from '@canal/kit';
import { playbackReporter, type PlaybackReporter } from './playbackReport';

/** The reporter of one item's player, posting to its onPlay / onUpdate calls; a lost report is not retried (the next one carries the position). */
export function usePlaybackReport(module: MediaModule, id: number): PlaybackReporter {
  return useMemo(
    () =>
      playbackReporter((kind, time) => {
        const call =
          module === 'podcast'
            ? kind === 'play'
              ? callEndpoint(mediaApi.podcastPlay, { id, time })
              : callEndpoint(mediaApi.podcastUpdate, { id, time })
            : kind === 'play'
              ? callEndpoint(mediaApi.episodePlay, { id, time })
              : callEndpoint(mediaApi.episodeUpdate, { id, time });
        void call.catch(() => undefined);
      }),
    [module, id],
  );
}
