import http from 'node:http';
import type { Socket } from 'node:net';
import { CLIENT_ADDRESS_HEADER, ConfigError, createLogger, loadConfig } from '@canal/service-core';
import { createGateway } from './createGateway';
import { ALL_SERVICES } from './routing/allServices';
import { buildRouteTable } from './routing/routeTable';

/** Split mode: the gateway alone, proxying /api to the services' own processes. */
function main(): void {
  // It signs the client's address for the services' processes: CLIENT_ADDRESS_SECRET is required.
  const config = loadConfig(process.env, process.cwd(), { splitGateway: true });
  const logger = createLogger(config.LOG_LEVEL, { service: 'gateway' });
  const { app, proxies } = createGateway(config, logger, {
    kind: 'proxy',
    table: buildRouteTable(ALL_SERVICES),
    urls: {
      public: config.SERVICE_PUBLIC_URL,
      live: config.SERVICE_LIVE_URL,
      staff: config.SERVICE_STAFF_URL,
      media: config.SERVICE_MEDIA_URL,
      chat: config.SERVICE_CHAT_URL,
    },
  });
  const server = http.createServer(app);
  server.on('upgrade', (req, socket, head) => {
    // Sockets read no client address; a signed header sent by the client still never goes further.
    delete req.headers[CLIENT_ADDRESS_HEADER];
    proxies.live?.upgrade(req, socket as Socket, head);
  });
  server.listen(config.PORT, config.HOST, () => logger.info('gateway started', { port: config.PORT }));
}

try {
  main();
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(78);
}
