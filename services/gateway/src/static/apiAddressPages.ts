import type { Request, RequestHandler } from 'express';
import type { RemoteRegistry } from '../registry/remoteRegistry';

/**
 * A browser opening a page, as opposed to a script asking for data: a navigation says so
 * (Sec-Fetch-Mode), and otherwise an Accept that prefers HTML to JSON (the kit's calls ask for JSON).
 */
export const isPageNavigation = (req: Request): boolean =>
  req.get('x-requested-with') !== 'XMLHttpRequest' &&
  (req.get('sec-fetch-mode') === 'navigate' || req.accepts(['application/json', 'text/html']) === 'text/html');

/**
 * Spec 000 §2.1: the admin's tooling links are /api/_cron/mail, /api/_logs and /api/_exports, opened
 * in a new tab. Those addresses are API calls (JSON for the pages' own requests) and pages: a remote
 * declares the page at the same path (mfe-staff/src/routes.ts), and a browser navigating there gets
 * the shell, which draws it; any other request goes on to the service. Only addresses a remote
 * declares as pages are served so: no other API address ever answers HTML.
 */
export function apiAddressPages(registry: RemoteRegistry, page: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' || !req.path.startsWith('/api/') || !isPageNavigation(req)) return next();
    registry.list().then(
      (remotes) => (remotes.some((remote) => remote.routes.some((route) => route.path === req.path)) ? page(req, res, next) : next()),
      () => next(),
    );
  };
}
