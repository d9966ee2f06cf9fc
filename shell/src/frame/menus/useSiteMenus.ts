import { useSession } from '@canal/kit/core';
import { useSiteRoutes } from '../../routes/SiteRoutesContext';
import { useSite } from '../../site/SiteContext';
import { menusFor, type ShownMenus } from './siteMenus';

/** The frame's menus (main, profile, footer) of this site's variant, for the user of this session. */
export function useSiteMenus(): ShownMenus {
  const site = useSite();
  const session = useSession();
  const routes = useSiteRoutes();
  return menusFor(site.menuVariant, session.principal, session.user !== null && session.subscriptions > 0, routes);
}
