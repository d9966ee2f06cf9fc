import type { SyntheticEvent } from 'react';
import type { PlaybackReporter } from './playbackReport';

type MediaEvent = SyntheticEvent<HTMLMediaElement>;

/**
 * The props an <audio> or <video> needs to report its progress and to resume at `startAt`
 * (the position stored for this member, on any device).
 */
export function reportedPlayerProps(reporter: PlaybackReporter, startAt: number) {
  return {
    onLoadedMetadata: (event: MediaEvent) => {
      if (startAt > 0 && startAt < event.currentTarget.duration) event.currentTarget.currentTime = startAt;
    },
    onPlay: (event: MediaEvent) => reporter.play(event.currentTarget.currentTime),
    onTimeUpdate: (event: MediaEvent) => reporter.timeUpdate(event.currentTarget.currentTime),
    onPause: (event: MediaEvent) => {
      if (!event.currentTarget.ended) reporter.pause(event.currentTarget.currentTime);
    },
    onSeeked: (event: MediaEvent) => reporter.seeked(event.currentTarget.currentTime),
    onEnded: () => reporter.ended(),
  };
}
