import type { Principal, SiteSettings } from '@canal/contracts/core';
import { MAIN_MENU_ONE, MAIN_MENU_TWO } from './mainMenus';
import type { MenuLink } from './MenuLink';
import { PROFILE_MENU_ONE, PROFILE_MENU_TWO } from './profileMenu';
import type { SiteRoute } from '../../routes/siteRouteTable';
import { visibleMenu } from './visibleMenu';

export type MenuVariant = SiteSettings['menuVariant'];

/** The header's two menus, declared once per variant of the site (SITE_MENU_VARIANT, read from /api/site). */
export const SITE_MENUS: Record<MenuVariant, { main: MenuLink[]; profile: MenuLink[] }> = {
  one: { main: MAIN_MENU_ONE, profile: PROFILE_MENU_ONE },
  two: { main: MAIN_MENU_TWO, profile: PROFILE_MENU_TWO },
};

export interface ShownMenus {
  main: MenuLink[];
  /** Empty for a visitor, who gets the sign-up and login buttons instead. */
  profile: MenuLink[];
}

/** What this user sees in the header: the entries of the variant their role allows that lead to a page of the site, labelled for them. */
export function menusFor(variant: MenuVariant, principal: Principal, hasEvents: boolean, routes: readonly SiteRoute[]): ShownMenus {
  const { main, profile } = SITE_MENUS[variant];
  const labelled = (links: MenuLink[]): MenuLink[] =>
    links.map((link) => ({
      ...link,
      label: hasEvents && link.labelWithEvents ? link.labelWithEvents : link.label,
      ...(link.children ? { children: labelled(link.children) } : {}),
    }));
  return {
    main: labelled(visibleMenu(main, principal, routes)),
    profile: principal.role === 'visitor' ? [] : labelled(visibleMenu(profile, principal, routes)),
  };
}
