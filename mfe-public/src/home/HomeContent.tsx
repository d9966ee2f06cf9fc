import { Alert, LoadingBlock } from '@canal/kit';
import { useApiData } from '../common/useApiData';
import { HomeEvents } from './HomeEvents';
import { HOME_URL, type HomeResponse } from './homeTypes';

/** The home lists of whoever is logged in (`userId`, fetched again when it changes). */
export function HomeContent({ userId }: { userId: number | null }) {
  const state = useApiData<HomeResponse>(HOME_URL, userId);
  if (state.status === 'loading') return <LoadingBlock />;
  if (state.status === 'failed') return <Alert type="error" showIcon title="Une erreur est survenue" description={state.message} />;
  return <HomeEvents data={state.data.data} />;
}
