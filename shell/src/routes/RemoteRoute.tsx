import { Suspense } from 'react';
import { useLocation } from '@canal/kit/router';
import { isAccessKey } from '@canal/contracts/core';
import { LoadingBlock, useSession } from '@canal/kit/core';
import { RemoteErrorBoundary } from '../federation/RemoteErrorBoundary';
import { loadRemotePage } from '../federation/loadRemotePage';
import { RefusedPage } from './RefusedPage';
import type { SiteRoute } from './siteRouteTable';

/** One route: its guard (comfort only, the server checks again), then the remote page inside a boundary. */
export function RemoteRoute({ route }: { route: SiteRoute }) {
  const session = useSession();
  const location = useLocation();
  // A key this shell does not know comes from a newer remote: any logged-in user may open the page, whose calls the server checks.
  if (!session.can(isAccessKey(route.access) ? route.access : 'loggedIn')) return <RefusedPage loggedIn={session.user !== null} />;
  const Page = loadRemotePage(route.remote, route.page);
  return (
    <RemoteErrorBoundary key={location.pathname}>
      <Suspense fallback={<LoadingBlock />}>
        {/* eslint-disable-next-line react-hooks/static-components -- loadRemotePage keeps one component per page: the same at every render, made anew only after a failed load so that the next visit tries again. */}
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
