// First: the libraries loaded below keep no source map (services/core/src/host/ownSourceMaps.ts).
import '@canal/service-core/ownSourceMaps';
import http from 'node:http';
import type { Socket } from 'node:net';
import {
  CLIENT_ADDRESS_HEADER,
  ConfigError,
  createLogger,
  inProcessBus,
  loadConfig,
  openDatabase,
  Operations,
  redisBus,
  type Bus,
  type Config,
  type Logger,
} from '@canal/service-core';
import { externalRoomOriginsSource } from '@canal/domain';
import type { Pool } from 'pg';
import { createGateway } from './createGateway';
import { ALL_SERVICES } from './routing/allServices';
import { buildRouteTable } from './routing/routeTable';
import { drainOnSignals, splitGatewayFront } from './operations/splitGatewayFront';
import type { FormOrigins } from './security/securityHeaders';

/**
 * The sessions' external room origins for the pages' CSP (form-action): read from the services'
 * database (never migrated from here) and dropped by their bus's 'public.changed'. Without a
 * database the pages may post forms to the site only, and the external rooms' forms are refused.
 */
async function formOriginsFor(
  config: Config,
  logger: Logger,
): Promise<{ formOrigins?: FormOrigins; pool: Pool | null; bus: Bus | null; close: () => Promise<void> }> {
  if (!config.DATABASE_URL) {
    logger.warn('DATABASE_URL absent: form-action limited to the site, external rooms refused by the browser');
    return { pool: null, bus: null, close: () => Promise.resolve() };
  }
  const { db, pool, close } = await openDatabase({ url: config.DATABASE_URL, maxConnections: 2 });
  if (!config.REDIS_URL) logger.warn('REDIS_URL absent: the external rooms of the CSP are read once, until the gateway restarts');
  const bus = config.REDIS_URL ? await redisBus(config.REDIS_URL, logger) : inProcessBus();
  return { formOrigins: externalRoomOriginsSource(db, bus), pool, bus, close: async () => (await bus.close(), await close()) };
}

/** Split mode: the gateway alone, proxying /api to the services' own processes. */
async function main(): Promise<void> {
  // It signs the client's address for the services' processes: CLIENT_ADDRESS_SECRET is required.
  const config = loadConfig(process.env, process.cwd(), { splitGateway: true });
  const logger = createLogger(config.LOG_LEVEL, { service: 'gateway' });
  const table = buildRouteTable(ALL_SERVICES);
  const opened = await formOriginsFor(config, logger);
  // Its readiness: the services' database and Redis when it reads them (the external rooms of the CSP).
  const operations = new Operations({ pool: opened.pool, bus: opened.bus, redis: Boolean(config.REDIS_URL) });
  operations.process = 'gateway';
  const { app, proxies } = createGateway(
    config,
    logger,
    {
      kind: 'proxy',
      table,
      urls: {
        public: config.SERVICE_PUBLIC_URL,
        live: config.SERVICE_LIVE_URL,
        staff: config.SERVICE_STAFF_URL,
        media: config.SERVICE_MEDIA_URL,
        chat: config.SERVICE_CHAT_URL,
      },
    },
    { formOrigins: opened.formOrigins },
  );
  const server = http.createServer(splitGatewayFront(config, operations, ALL_SERVICES, app));
  // A websocket goes to the service whose socket.io path it asks for (the live room's, the chat's...).
  server.on('upgrade', (req, socket, head) => {
    // Sockets read no client address; a signed header sent by the client still never goes further.
    delete req.headers[CLIENT_ADDRESS_HEADER];
    const name = table.serviceFor(new URL(req.url ?? '/', 'http://gateway').pathname);
    const proxy = name ? proxies[name] : undefined;
    if (proxy) proxy.upgrade(req, socket as Socket, head);
    else socket.destroy();
  });
  server.listen(config.PORT, config.HOST, () => logger.info('gateway started', { port: config.PORT }));
  drainOnSignals(server, operations, config, logger, opened.close);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(error instanceof ConfigError ? 78 : 1);
});
