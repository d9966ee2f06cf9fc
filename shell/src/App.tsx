import { useMemo } from 'react';
import { BrowserRouter } from '@canal/kit/router';
import { kitStore, universeLinksAtom } from '@canal/kit/core';
import { SiteRoutes } from './routes/SiteRoutes';
import { SiteContext } from './site/SiteContext';
import type { SiteSettings } from '@canal/contracts/core';

/** The site: its settings, then its routes. antd's providers are the pages' (frame/AntdScope.tsx): the frame and the home page do without antd. */
export function App({ site }: { site: SiteSettings }) {
  // Remotes build event links with the kit's useEventPath: it reads the site's setting from the kit's store.
  useMemo(() => kitStore.set(universeLinksAtom, site.universeLinks), [site.universeLinks]);
  return (
    <SiteContext.Provider value={site}>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </SiteContext.Provider>
  );
}
