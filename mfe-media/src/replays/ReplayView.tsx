import { LoadingBlock } from '@canal/kit';
import { ReplayDetail } from './ReplayDetail';
import { ReplayFailureView } from './ReplayFailureView';
import { useReplay } from './useReplay';

/** /replays/{id} once access is known: loading, failure (no replay, not found, error) or the replay. */
export function ReplayView({ rawId, userId }: { rawId: string | undefined; userId: number }) {
  const state = useReplay(rawId, userId);
  if (state.status === 'loading') return <LoadingBlock />;
  if (state.status === 'failed') return <ReplayFailureView failure={state.failure} />;
  return <ReplayDetail replay={state.replay} />;
}
