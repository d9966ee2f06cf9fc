import type { MenuVariant, Principal } from '@canal/contracts/core';
import type { SiteRoute } from '../../routes/siteRouteTable';
import { declaredMenu, type DeclaredMenu } from './declaredMenu';
import { FOOTER_MENU_SECOND } from './externalLinks';
import type { MenuLink } from './MenuLink';
import { visibleMenu } from './visibleMenu';

export type { MenuVariant };

export interface ShownMenus {
  main: MenuLink[];
  /** Empty for a visitor, who gets the sign-up and login buttons instead. */
  profile: MenuLink[];
  /** The footer's pages of the site, then its external sites. */
  footer: { pages: MenuLink[]; external: MenuLink[] };
}

/**
 * What this user sees in the frame's menus: the entries the remotes declare beside their pages for
 * this variant of the site (SITE_MENU_VARIANT, read from /api/site), those their role allows and that
 * lead to a page of the site, labelled for them.
 */
export function menusFor(variant: MenuVariant, principal: Principal, hasEvents: boolean, routes: readonly SiteRoute[]): ShownMenus {
  const labelled = (links: MenuLink[]): MenuLink[] =>
    links.map((link) => ({
      ...link,
      label: hasEvents && link.labelWithEvents ? link.labelWithEvents : link.label,
      ...(link.children ? { children: labelled(link.children) } : {}),
    }));
  const shown = (menu: DeclaredMenu) => labelled(visibleMenu(declaredMenu(routes, menu, variant), principal, routes));
  return {
    main: shown('mainMenu'),
    profile: principal.role === 'visitor' ? [] : shown('profileMenu'),
    footer: { pages: shown('footerMenu'), external: visibleMenu(FOOTER_MENU_SECOND, principal, routes) },
  };
}
