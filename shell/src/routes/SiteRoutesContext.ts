import { createContext, useContext } from 'react';
import type { SiteRoute } from './siteRouteTable';

/** The site's pages read from the registry at load; null when the registry could not be read. */
export const SiteRoutesContext = createContext<readonly SiteRoute[] | null>(null);

/** The site's pages (none known when the registry could not be read). */
export function useSiteRoutes(): readonly SiteRoute[] {
  return useContext(SiteRoutesContext) ?? [];
}
