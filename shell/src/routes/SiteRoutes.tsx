import { useRoutes } from '@canal/kit/router';
import { Frame } from '../frame/Frame';
import { NotFoundPage } from './NotFoundPage';
import { RemoteRoute } from './RemoteRoute';
import { ROUTE_TABLE } from './routeTable';

const ROUTES = [
  {
    element: <Frame />,
    children: [...ROUTE_TABLE.map((route) => ({ path: route.path, element: <RemoteRoute route={route} /> })), { path: '*', element: <NotFoundPage /> }],
  },
];

/**
 * The site's routes, declared for `<BrowserRouter>`: the pages load no data through the router
 * (each reads its own with useEndpoint), so react-router's data router, 15 KB br of every first
 * load, is not needed.
 */
export function SiteRoutes() {
  return useRoutes(ROUTES);
}
