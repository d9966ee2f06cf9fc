import { useEffect, useState } from 'react';
import type { EventCard } from '@canal/contracts';
import { apiErrorOf, postForm } from '@canal/kit';
import { parseReplayId } from './parseReplayId';
import { replayFailure, type ReplayFailure } from './replayFailure';
import { replayUrl, type ReplayResponse } from './replayTypes';

export type ReplayState = { status: 'loading' } | { status: 'ready'; replay: EventCard } | { status: 'failed'; failure: ReplayFailure };

/** One replay with its link; an id that cannot exist is 'not found' without asking the server. */
export function useReplay(rawId: string | undefined, userId: number): ReplayState {
  const [state, setState] = useState<ReplayState>({ status: 'loading' });
  useEffect(() => {
    const id = parseReplayId(rawId);
    if (id === null) {
      setState({ status: 'failed', failure: { kind: 'not_found' } });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    postForm<ReplayResponse>(replayUrl(id), { contact_form: 'true' })
      .then((response) => current && setState({ status: 'ready', replay: response.data }))
      .catch((error: unknown) => current && setState({ status: 'failed', failure: replayFailure(error, apiErrorOf(error)) }));
    return () => {
      current = false;
    };
  }, [rawId, userId]);
  return state;
}
