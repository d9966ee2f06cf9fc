import type { ReactNode } from 'react';
import { HOME_QUERY, publicApi } from '@canal/contracts/core';
import { LoadingBlock, useEndpoint } from '@canal/kit/core';
import { HomeBlocks } from './HomeBlocks';
import { HomeEvents } from './HomeEvents';
import './home.css';

/**
 * The home lists of whoever is logged in (`userId`: asked again when another user logs in), the
 * category blocks under them, then `after` once they are shown: nothing below the lists appears before them, so their arrival moves
 * nothing already on screen (the loading block keeps their room).
 */
export function HomeContent({ userId, after }: { userId: number | null; after?: ReactNode }) {
  const { data, error } = useEndpoint(publicApi.home, HOME_QUERY, { scope: userId });
  if (error) {
    return (
      <div role="alert" className="home-error">
        <strong>Une erreur est survenue</strong>
        <p style={{ margin: '4px 0 0' }}>{error}</p>
      </div>
    );
  }
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
      <HomeBlocks data={data.data} />
      {after}
    </>
  );
}
