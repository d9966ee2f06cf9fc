import type { IncomingMessage } from 'node:http';
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

export type RouteLabeler = (req: IncomingMessage) => string;

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
    // Read once the answer left: Express has set `req.route` (the route that answered) and `req.originalUrl` on the request by then.
    const route: unknown = Reflect.get(req, 'route');
    const matched: unknown = typeof route === 'object' && route !== null ? Reflect.get(route, 'path') : undefined;
    if (typeof matched === 'string' && declared.has(matched)) return matched;
    const originalUrl: unknown = Reflect.get(req, 'originalUrl');
    const path = (typeof originalUrl === 'string' ? originalUrl : (req.url ?? '')).split('?')[0] ?? '';
    const found = byMethod.get(req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET'))?.find((route) => route.pattern.test(path));
    if (found) return found.path;
    return path === '/api' || path.startsWith('/api/') || path.startsWith('/socket.io') ? UNMATCHED_ROUTE : STATIC_ROUTE;
  };
}
