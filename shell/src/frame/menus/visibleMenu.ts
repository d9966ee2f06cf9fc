import { isAllowed, principalGrants, type Principal } from '@canal/contracts/core';
import { isBuiltRoute, type SiteRoute } from '../../routes/siteRouteTable';
import type { MenuAudience, MenuLink } from './MenuLink';

/** Admin tools served by the API itself (opened in a new tab), by path. */
const BUILT_API_TOOLS = ['/api/_cron/mail', '/api/_exports'];

function leadsSomewhere(link: MenuLink, routes: readonly SiteRoute[]): boolean {
  if (!link.to) return false;
  if (link.external) return true;
  if (link.to.startsWith('/api/')) return BUILT_API_TOOLS.includes(link.to);
  return isBuiltRoute(routes, link.to);
}

function isIn(audience: MenuAudience, principal: Principal): boolean {
  if (typeof audience === 'string') return isAllowed(audience, principal);
  return principalGrants(principal).some((grant) => audience.includes(grant));
}

/** The entries this user may see and that lead to a page of the site (`routes`); a group without entries disappears. */
export function visibleMenu(links: MenuLink[], principal: Principal, routes: readonly SiteRoute[]): MenuLink[] {
  return links.flatMap((link) => {
    if (link.access && !isIn(link.access, principal)) return [];
    if (link.children) {
      const children = visibleMenu(link.children, principal, routes);
      return children.length > 0 ? [{ ...link, children }] : [];
    }
    return leadsSomewhere(link, routes) ? [link] : [];
  });
}
