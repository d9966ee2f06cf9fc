import { useContext, useMemo } from 'react';
import { useRoutes } from '@canal/kit/router';
import { RemoteUnavailable } from '../federation/RemoteUnavailable';
import { Frame } from '../frame/Frame';
import { NotFoundPage } from './NotFoundPage';
import { RemoteRoute } from './RemoteRoute';
import { SiteRoutesContext } from './SiteRoutesContext';

/**
 * The site's routes, declared for `<BrowserRouter>`: every remote's pages from the registry, then
 * the 404. Without the registry no page is known, and every address says that part of the site is
 * unavailable rather than that it does not exist. The pages load no data through the router (each
 * reads its own with useEndpoint), so react-router's data router, 15 KB br of every first load, is
 * not needed.
 */
export function SiteRoutes() {
  const routes = useContext(SiteRoutesContext);
  const config = useMemo(
    () => [
      {
        element: <Frame />,
        children: routes
          ? [...routes.map((route) => ({ path: route.path, element: <RemoteRoute route={route} /> })), { path: '*', element: <NotFoundPage /> }]
          : [{ path: '*', element: <RemoteUnavailable /> }],
      },
    ],
    [routes],
  );
  return useRoutes(config);
}
