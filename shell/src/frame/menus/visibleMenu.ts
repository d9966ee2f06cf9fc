import { isAllowed, principalGrants, type Principal } from '@canal/contracts/core';
import { isBuiltRoute, type SiteRoute } from '../../routes/siteRouteTable';
import type { MenuAudience, MenuLink } from './MenuLink';

/** A link leads somewhere when it is external or a page of the site (the admin's /api/_… tools are pages too: a remote declares them). */
function leadsSomewhere(link: MenuLink, routes: readonly SiteRoute[]): boolean {
  if (!link.to) return false;
  if (link.external) return true;
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
