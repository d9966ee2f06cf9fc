import { publicApi } from '@canal/contracts';
import { Alert, LoadingBlock, useEndpoint } from '@canal/kit';
import { HomeEvents } from './HomeEvents';

/** The home lists of whoever is logged in (`userId`: asked again when another user logs in). */
export function HomeContent({ userId }: { userId: number | null }) {
  const { data, error } = useEndpoint(publicApi.home, { api: '3' }, { scope: userId });
  if (error) return <Alert type="error" showIcon title="Une erreur est survenue" description={error} />;
  if (!data) return <LoadingBlock />;
  return <HomeEvents data={data.data} />;
}
