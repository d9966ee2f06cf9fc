import type { ReactNode } from 'react';
import { publicApi } from '@canal/contracts';
import { Alert, LoadingBlock, useEndpoint } from '@canal/kit';
import { HomeEvents } from './HomeEvents';

/**
 * The home lists of whoever is logged in (`userId`: asked again when another user logs in), then
 * `after` once they are shown: nothing below the lists appears before them, so their arrival moves
 * nothing already on screen (the loading block keeps their room).
 */
export function HomeContent({ userId, after }: { userId: number | null; after?: ReactNode }) {
  const { data, error } = useEndpoint(publicApi.home, { api: '3' }, { scope: userId });
  if (error) return <Alert type="error" showIcon title="Une erreur est survenue" description={error} />;
  if (!data) {
    return (
      <div style={{ minHeight: 640 }}>
        <LoadingBlock />
      </div>
    );
  }
  return (
    <>
      <HomeEvents data={data.data} />
      {after}
    </>
  );
}
