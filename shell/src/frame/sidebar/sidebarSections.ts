import { isAccessKey, isAllowed, SIDEBAR_GROUPS, type Principal, type SidebarGroup } from '@canal/contracts/core';
import type { SiteRoute } from '../../routes/siteRouteTable';

/** The groups' titles: the frame names the domains, the remotes place their pages in them. */
export const SIDEBAR_GROUP_TITLES: Record<SidebarGroup, string> = {
  live: 'Sessions et direct',
  contents: 'Contenus',
  media: 'Médias',
  accounts: 'Comptes',
  tools: 'Outils',
};

export interface SidebarLink {
  path: string;
  label: string;
}

export interface SidebarSection {
  group: SidebarGroup;
  title: string;
  links: SidebarLink[];
}

const isGroup = (value: string): value is SidebarGroup => (SIDEBAR_GROUPS as readonly string[]).includes(value);

/** An access key from a newer remote that this shell does not know lets nobody see the entry: the menu shows only what it can vouch for. */
const mayOpen = (access: string | undefined, principal: Principal) => access === undefined || (isAccessKey(access) && isAllowed(access, principal));

/**
 * The back office's sidebar for this user: the entries the remotes declare beside their pages
 * (`sidebar` in their src/routes.ts), those this user may open, grouped by domain in a fixed order,
 * each group in the order of the registry. Empty for a user who may open no staff page.
 */
export function sidebarSections(routes: readonly SiteRoute[], principal: Principal): SidebarSection[] {
  const byGroup = new Map<SidebarGroup, SidebarLink[]>();
  const seen = new Set<string>();
  for (const route of routes) {
    const entry = route.sidebar;
    if (!entry || !isGroup(entry.group) || route.path.includes(':') || seen.has(route.path)) continue;
    if (!mayOpen(route.access, principal) || !mayOpen(entry.access, principal)) continue;
    seen.add(route.path);
    byGroup.set(entry.group, [...(byGroup.get(entry.group) ?? []), { path: route.path, label: entry.label }]);
  }
  return SIDEBAR_GROUPS.flatMap((group) => {
    const links = byGroup.get(group);
    return links ? [{ group, title: SIDEBAR_GROUP_TITLES[group], links }] : [];
  });
}

/** Whether the page at `pathname` belongs to the back office (spec 001: the staff screens live under /staff/), or is one of the sidebar's pages. */
export function isBackOfficePage(pathname: string, sections: readonly SidebarSection[]): boolean {
  return pathname.startsWith('/staff/') || sections.some((section) => section.links.some((link) => link.path === pathname));
}
