import { isAccessKey, isGrant, type MenuAudience, type MenuVariant, type RegisteredMenuEntry } from '@canal/contracts/core';
import type { SiteRoute } from '../../routes/siteRouteTable';
import type { MenuLink } from './MenuLink';

/** The frame's menus whose entries the remotes declare beside their pages (src/routes.ts). */
export type DeclaredMenu = 'mainMenu' | 'profileMenu' | 'footerMenu';

/** An audience from a remote, or null when this shell cannot vouch for it (a key or grant of a newer remote): nobody sees the entry then. */
function audienceOf(raw: string | readonly string[]): MenuAudience | null {
  if (typeof raw === 'string') return isAccessKey(raw) ? raw : null;
  return raw.every(isGrant) ? [...raw] : null;
}

/** One declared entry as a link: to its page, or a group of the addresses it names; shown to its audience in this variant, else to who may open the page. */
function linkOf(route: SiteRoute, entry: RegisteredMenuEntry, variant: MenuVariant): MenuLink | null {
  const shown = entry.variants ? entry.variants[variant] : {};
  if (!shown) return null;
  const access = audienceOf(shown.access ?? entry.access ?? route.access);
  if (access === null) return null;
  const labelWithEvents = shown.labelWithEvents;
  return {
    key: entry.key,
    label: entry.label,
    access,
    ...(entry.children ? { children: entry.children.map((child) => ({ ...child })) } : { to: route.path }),
    ...(labelWithEvents ? { labelWithEvents } : {}),
    ...(entry.newWindow ? { newWindow: true } : {}),
    ...(entry.pendingBadge ? { pendingBadge: true } : {}),
  };
}

/**
 * A menu of this variant as the remotes declare it (`mainMenu`, `profileMenu`, `footerMenu` on their
 * routes): the entries in their `order`, whichever remote declares them; a key declared twice is
 * kept once, the first in the registry's order. Who sees them and whether their page is there is
 * `visibleMenu`'s.
 */
export function declaredMenu(routes: readonly SiteRoute[], menu: DeclaredMenu, variant: MenuVariant): MenuLink[] {
  const keys = new Set<string>();
  const entries: { order: number; link: MenuLink }[] = [];
  for (const route of routes) {
    const entry = route[menu];
    const link = entry && !keys.has(entry.key) ? linkOf(route, entry, variant) : null;
    if (!entry || !link) continue;
    keys.add(entry.key);
    entries.push({ order: entry.order, link });
  }
  return entries.sort((a, b) => a.order - b.order).map((entry) => entry.link);
}

/** The main-menu entry a page highlights: the key it names, or its own entry's. */
export function menuKeyOf(route: SiteRoute | undefined): string | undefined {
  return route?.menu ?? route?.mainMenu?.key;
}
