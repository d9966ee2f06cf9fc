import { Empty, LoadingBlock } from '@canal/kit';
import { ReplayFailureView } from './ReplayFailureView';
import { ReplayGrid } from './ReplayGrid';
import { useReplays } from './useReplays';

/** The replays of /replays: loading, failure, empty or the grid. */
export function ReplayList({ userId }: { userId: number }) {
  const state = useReplays(userId);
  if (state.status === 'loading') return <LoadingBlock />;
  if (state.status === 'failed') return <ReplayFailureView failure={state.failure} />;
  if (state.replays.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Pas de replay pour l'instant" />;
  return <ReplayGrid replays={state.replays} />;
}
