import { useMemo } from 'react';
import { BrowserRouter } from '@canal/kit/router';
import { DataProvider, kitStore, universeLinksAtom } from '@canal/kit/core';
import { SiteRoutes } from './routes/SiteRoutes';
import { SiteRoutesContext } from './routes/SiteRoutesContext';
import type { SiteRoute } from './routes/siteRouteTable';
import { SiteContext } from './site/SiteContext';
import type { SiteSettings } from '@canal/contracts/core';

/**
 * The site: its settings, the pages the registry gave (null if it could not be read), then its
 * routes. antd's providers are the pages' (frame/AntdScope.tsx): the frame and the home page do without antd.
 * The data cache is the whole site's: a change on one page invalidates what any page shows of it.
 */
export function App({ site, routes }: { site: SiteSettings; routes: SiteRoute[] | null }) {
  // Remotes build event links with the kit's useEventPath: it reads the site's setting from the kit's store.
  useMemo(() => kitStore.set(universeLinksAtom, site.universeLinks), [site.universeLinks]);
  return (
    <DataProvider>
      <SiteContext.Provider value={site}>
        <SiteRoutesContext.Provider value={routes}>
          <BrowserRouter>
            <SiteRoutes />
          </BrowserRouter>
        </SiteRoutesContext.Provider>
      </SiteContext.Provider>
    </DataProvider>
  );
}
