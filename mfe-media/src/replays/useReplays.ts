import { useEffect, useState } from 'react';
import type { EventCard } from '@canal/contracts';
import { apiErrorOf, postForm } from '@canal/kit';
import { replayFailure, type ReplayFailure } from './replayFailure';
import { REPLAYS_LIST_URL, type ReplayListResponse } from './replayTypes';

export type ReplaysState = { status: 'loading' } | { status: 'ready'; replays: EventCard[] } | { status: 'failed'; failure: ReplayFailure };

/** The replay list of the logged-in user `userId` (fetched again if another user logs in). */
export function useReplays(userId: number): ReplaysState {
  const [state, setState] = useState<ReplaysState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    postForm<ReplayListResponse>(REPLAYS_LIST_URL, { contact_form: 'true' })
      .then((response) => current && setState({ status: 'ready', replays: response.data }))
      .catch((error: unknown) => current && setState({ status: 'failed', failure: replayFailure(error, apiErrorOf(error)) }));
    return () => {
      current = false;
    };
  }, [userId]);
  return state;
}
