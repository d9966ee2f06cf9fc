import { mediaApi, type EventCard } from '@canal/contracts';
import { useEndpoint } from '@canal/kit';
import { replayFailure, type ReplayFailure } from './replayFailure';

export type ReplaysState = { status: 'loading' } | { status: 'ready'; replays: EventCard[] } | { status: 'failed'; failure: ReplayFailure };

/** The replay list of the logged-in user `userId` (fetched again if another user logs in). */
export function useReplays(userId: number): ReplaysState {
  const { data, error, failure } = useEndpoint(mediaApi.replays, { contact_form: 'true' }, { scope: userId });
  if (error) return { status: 'failed', failure: replayFailure(failure, error) };
  return data ? { status: 'ready', replays: data.data } : { status: 'loading' };
}
