import { mediaApi, readId, type EventCard } from '@canal/contracts';
import { useEndpoint } from '@canal/kit';
import { replayFailure, type ReplayFailure } from './replayFailure';

export type ReplayState = { status: 'loading' } | { status: 'ready'; replay: EventCard } | { status: 'failed'; failure: ReplayFailure };

/** One replay with its link; an id that cannot exist is 'not found' without asking the server. */
export function useReplay(rawId: string | undefined, userId: number): ReplayState {
  const id = readId(rawId);
  const { data, error, failure } = useEndpoint(mediaApi.replay, id === null ? null : { id, contact_form: 'true' }, { scope: userId });
  if (id === null) return { status: 'failed', failure: { kind: 'not_found' } };
  if (error) return { status: 'failed', failure: replayFailure(failure, error) };
  return data ? { status: 'ready', replay: data.data } : { status: 'loading' };
}
