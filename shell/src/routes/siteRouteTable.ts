import { matchRoutes } from '@canal/kit/router';
import type { RegisteredRemote, RegisteredRoute } from '@canal/contracts/core';

/** A page of the site: a route a remote declares beside its pages (its src/routes.ts), and that remote. */
export interface SiteRoute extends RegisteredRoute {
  remote: string;
}

/** The site's pages, as the registry (GET /api/remotes) gives them at each load: the shell writes none. */
export function siteRoutesOf(remotes: readonly RegisteredRemote[]): SiteRoute[] {
  return remotes.flatMap((remote) => remote.routes.map((route) => ({ ...route, remote: remote.name })));
}

/**
 * The route that renders `pathname`, by react-router's ranking (the most exact first, spec 001):
 * /event/:id before /:universe/event/:id, the live remote's /staff/quiz/:eventId/edit before the
 * staff remote's /staff/:module/:sub/edit, whatever the order of the remotes and of their routes.
 */
export function routeAt(routes: readonly SiteRoute[], pathname: string): SiteRoute | undefined {
  return matchRoutes([...routes], pathname)?.at(-1)?.route;
}

/** Whether a link target is a page of the site, so that menus never lead to a missing page. */
export function isBuiltRoute(routes: readonly SiteRoute[], target: string): boolean {
  return routeAt(routes, target.split(/[?#]/)[0]) !== undefined;
}
