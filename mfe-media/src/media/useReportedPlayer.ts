import { useCallback, type SyntheticEvent } from 'react';
import type { MediaModule } from '@canal/contracts';
import { usePlaybackReport } from './usePlaybackReport';

type MediaEvent = SyntheticEvent<HTMLMediaElement>;

/** What resuming reads of a player: where it is, how long it is, and whether its duration is known yet. */
export type ResumablePlayer = Pick<HTMLMediaElement, 'currentTime' | 'duration' | 'readyState'>;

const HAVE_METADATA = 1;

/** Moves an untouched player to `startAt` once its duration is known; a player already moved (by the member or by an earlier call) is left alone. */
export function resumeAt(player: ResumablePlayer, startAt: number): void {
  if (player.readyState < HAVE_METADATA || player.currentTime !== 0) return;
  if (startAt > 0 && startAt < player.duration) player.currentTime = startAt;
}

/**
 * The props an <audio> or <video> of item `id` needs to report its progress and to resume at
 * `startAt` (the position stored for this member, on any device).
 *
 * Resuming on loadedmetadata alone is not enough: a page rendered as a transition creates the
 * element, which starts loading, some time before React commits it, and React drops the events of
 * an element it has not committed yet. So the ref also resumes a player whose metadata came first.
 */
export function useReportedPlayer(module: MediaModule, id: number, startAt: number) {
  const reporter = usePlaybackReport(module, id);
  const ref = useCallback(
    (player: HTMLMediaElement | null) => {
      if (player) resumeAt(player, startAt);
    },
    [startAt],
  );
  return {
    ref,
    onLoadedMetadata: (event: MediaEvent) => resumeAt(event.currentTarget, startAt),
    onPlay: (event: MediaEvent) => reporter.play(event.currentTarget.currentTime),
    onTimeUpdate: (event: MediaEvent) => reporter.timeUpdate(event.currentTarget.currentTime),
    onPause: (event: MediaEvent) => {
      if (!event.currentTarget.ended) reporter.pause(event.currentTarget.currentTime);
    },
    onSeeked: (event: MediaEvent) => reporter.seeked(event.currentTarget.currentTime),
    onEnded: () => reporter.ended(),
  };
}
