import { useEffect, useState } from 'react';
import type { LiveContentState, RelayEndpoint } from '@canal/contracts';
import { openRelay } from './relayConnection';

export interface LiveContent {
  state: LiveContentState | null;
  mode: 'socket' | 'polling' | 'idle';
}

/** Same content, revision and questions feed: a poll or a replay repeating the held state changes nothing. */
export function sameRoomState(held: LiveContentState | null, next: LiveContentState): boolean {
  return (
    held !== null &&
    held.contentType === next.contentType &&
    held.contentId === next.contentId &&
    held.contentRevision === next.contentRevision &&
    Boolean(held.questionsFeed) === Boolean(next.questionsFeed)
  );
}

/**
 * What the room shows, kept per room instance: a new state replaces the held one only when its
 * contentId or contentRevision moved (spec 000 section 4 "Live overlay"), or the questions feed was
 * opened or closed, so a poll that repeats the same state re-renders nothing. Without both ids nothing connects.
 */
export function useLiveContent(eventId: number | null, userId: number | null, endpoint: RelayEndpoint): LiveContent {
  const [state, setState] = useState<LiveContentState | null>(null);
  const [mode, setMode] = useState<LiveContent['mode']>('idle');
  useEffect(() => {
    if (eventId === null || userId === null) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- another room or user: the previous room’s content is dropped before the new relay answers
    setState(null);
    return openRelay(
      { eventId, userId, endpoint },
      {
        onState: (next) => setState((held) => (sameRoomState(held, next) ? held : next)),
        onMode: setMode,
      },
    );
  }, [eventId, userId, endpoint]);
  return { state, mode };
}
