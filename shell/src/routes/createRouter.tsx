import { createBrowserRouter } from '@canal/kit/router';
import { Frame } from '../frame/Frame';
import { NotFoundPage } from './NotFoundPage';
import { RemoteRoute } from './RemoteRoute';
import { ROUTE_TABLE } from './routeTable';

export function createRouter() {
  return createBrowserRouter([
    {
      element: <Frame />,
      children: [
        ...ROUTE_TABLE.map((route) => ({ path: route.path, element: <RemoteRoute route={route} /> })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
