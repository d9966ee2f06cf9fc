import type { Request } from 'express';
import { pathToRegexp } from 'path-to-regexp';

/** A route as declared (an ApiRoute, the gateway's own calls, the operations endpoints): the only values the `route` label takes. */
export interface DeclaredRoute {
  method: string;
  path: string;
}

/** Requests that reached no declared route: refused API addresses (404), bodies refused before routing. */
export const UNMATCHED_ROUTE = '(non déclarée)';
/** Everything the gateway serves outside /api: pages, remotes' files, images. */
export const STATIC_ROUTE = '(fichiers)';

export type RouteLabeler = (req: Request) => string;

/**
 * The `route` label of a request: the declared path of the route that answers it, never the raw
 * address, so that the series stay as many as the declared routes whatever addresses are asked.
 * Express says which route matched (`req.route`); a request refused before routing (a body too
 * large, a proxied call in split mode) is matched here with Express's own path syntax.
 */
export function routeLabeler(routes: readonly DeclaredRoute[]): RouteLabeler {
  const declared = new Set(routes.map((route) => route.path));
  const byMethod = new Map<string, Array<{ path: string; pattern: RegExp }>>();
  for (const route of routes) {
    const method = route.method.toUpperCase();
    const list = byMethod.get(method) ?? [];
    list.push({ path: route.path, pattern: pathToRegexp(route.path).regexp });
    byMethod.set(method, list);
  }
  return (req) => {
    // Express types `req.route` as any; its path is a string for the routes declared here.
    const matched: unknown = (req.route as { path?: unknown } | undefined)?.path;
    if (typeof matched === 'string' && declared.has(matched)) return matched;
    const path = req.originalUrl.split('?')[0] ?? '';
    const found = byMethod.get(req.method === 'HEAD' ? 'GET' : req.method)?.find((route) => route.pattern.test(path));
    if (found) return found.path;
    return path === '/api' || path.startsWith('/api/') || path.startsWith('/socket.io') ? UNMATCHED_ROUTE : STATIC_ROUTE;
  };
}
