import compression from 'compression';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { gatewayApi, type ServiceName } from '@canal/contracts';
import { errorHandler, notFoundHandler, type Config, type LaneDoor, type Logger } from '@canal/service-core';
import { demoAssets } from './demo/demoAssets';
import { gatewayRoute } from './routing/gatewayRoute';
import type { RouteTable } from './routing/routeTable';
import { createRemoteRegistry } from './registry/remoteRegistry';
import { siteSettings } from './registry/siteSettings';
import { gatewayLaneDoor } from './security/gatewayLaneDoor';
import { gatewayClientAddress, passClientAddress } from './security/passClientAddress';
import { rateLimits } from './security/rateLimits';
import { requestLog } from './security/requestLog';
import { answersJson, securityHeaderSource, securityHeaders, withPageHeaders, type FormOrigins } from './security/securityHeaders';
import { apiAddressPages } from './static/apiAddressPages';
import { serveFrontends, shellPage } from './static/serveFrontends';
import { isSitePage } from './static/sitePages';
import { compressOnTheFly } from './static/servePrecompressed';

/** How the gateway reaches the services: their apps in this process, or their URLs through a proxy. */
export type ServiceRouting =
  | { kind: 'in-process'; table: RouteTable; apps: Partial<Record<ServiceName, RequestHandler>> }
  | { kind: 'proxy'; table: RouteTable; urls: Record<ServiceName, string> };

type ServiceProxy = ReturnType<typeof createProxyMiddleware<Request, Response>>;

export interface Gateway {
  app: Express;
  /** Split mode: each service's proxy, whose `upgrade` passes websockets on (the live room's socket.io, the chat's). */
  proxies: Partial<Record<ServiceName, ServiceProxy>>;
  /** What the polling lane does as this gateway would (all-in-one mode): the same headers, limit and log. */
  laneDoor: LaneDoor;
}

function proxyTo(name: ServiceName, target: string, logger: Logger): ServiceProxy {
  return createProxyMiddleware<Request, Response>({
    target,
    xfwd: true,
    // Not `ws: true`: each proxy would then take over every upgrade of the server after its first
    // request (all paths, and its `upgrade` a no-op), so a websocket went to several services at once.
    // The gateway's own upgrade handler sends each one to its service by path (main.ts).
    ws: false,
    on: {
      error: (error, _req, res) => {
        logger.warn('service unreachable', { service: name, error: error.message });
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8' });
          const log = 'Ce service est momentanément indisponible. Merci de réessayer dans quelques instants.';
          res.end(JSON.stringify({ result: false, error: 'unavailable', log, msg: log }));
        }
      },
    },
  });
}

function serviceHandlers(routing: ServiceRouting, logger: Logger): { handlers: Partial<Record<ServiceName, RequestHandler>>; proxies: Gateway['proxies'] } {
  if (routing.kind === 'in-process') return { handlers: routing.apps, proxies: {} };
  const proxies: Record<ServiceName, ServiceProxy> = {
    public: proxyTo('public', routing.urls.public, logger),
    live: proxyTo('live', routing.urls.live, logger),
    staff: proxyTo('staff', routing.urls.staff, logger),
    media: proxyTo('media', routing.urls.media, logger),
    chat: proxyTo('chat', routing.urls.chat, logger),
  };
  return { handlers: proxies, proxies };
}

export interface GatewayOptions {
  /** The sessions' external room origins, for the CSP's form-action (externalRoomOriginsSource); the site's own only without it. */
  formOrigins?: FormOrigins;
}

/** The entry point: security headers, rate limits, /api routed to the services, the frontends and the registry. */
export function createGateway(config: Config, logger: Logger, routing: ServiceRouting, options: GatewayOptions = {}): Gateway {
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For only from a load balancer named in TRUST_PROXY; otherwise the client is the socket's peer.
  app.set('trust proxy', config.TRUST_PROXY ?? false);
  const addressOf = gatewayClientAddress(config);
  app.use(passClientAddress(config, addressOf));
  const headers = securityHeaderSource(config, logger, options.formOrigins);
  const limits = rateLimits(config, addressOf);
  app.use(
    securityHeaders(
      headers,
      answersJson((path) => routing.table.answersFile(path)),
    ),
  );
  // Doctors read us on hospital networks and phones: every text answer is compressed (built files at build time).
  app.use(compression({ filter: compressOnTheFly }));
  app.use(requestLog(logger));
  app.use(limits.handlers);

  const registry = createRemoteRegistry(config, logger);
  // Read once at start: a CDN's routes (REMOTES) are then at hand for the first page load.
  registry.list().catch((error: unknown) => logger.warn('remote registry not read at start', { error: String(error) }));
  app.get(
    gatewayApi.remotes.path,
    gatewayRoute(gatewayApi.remotes, logger, async ({ reply }) => {
      // Read at every page load: a publication or a rollback shows at the next one.
      reply.header('Cache-Control', 'no-cache');
      return { remotes: await registry.list() };
    }),
  );
  app.get(
    gatewayApi.site.path,
    gatewayRoute(gatewayApi.site, logger, () => ({ site: 'complete' as const, data: siteSettings(config) })),
  );

  app.use(apiAddressPages(registry, withPageHeaders(headers, shellPage(config.staticRoot))));
  const { handlers, proxies } = serviceHandlers(routing, logger);
  app.use((req, res, next) => {
    const name = routing.table.serviceFor(req.path);
    const handler = name ? handlers[name] : undefined;
    if (!handler) return next();
    handler(req, res, next);
  });
  app.use('/api', notFoundHandler);
  app.use(demoAssets());
  app.use(serveFrontends(config.staticRoot, config.remotesDir, (pathname) => registry.list().then((remotes) => isSitePage(remotes, pathname))));
  app.use(errorHandler(logger));
  return { app, proxies, laneDoor: gatewayLaneDoor(logger, headers, limits) };
}
