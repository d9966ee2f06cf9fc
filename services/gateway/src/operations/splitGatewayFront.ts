import type http from 'node:http';
import type { RequestListener } from 'node:http';
import type { Express } from 'express';
import { announceStop, closeServer, withOperations, type Config, type Logger, type Operations, type ServiceDefinition } from '@canal/service-core';
import { GATEWAY_ROUTES } from './gatewayRoutes';

/**
 * Split mode: the gateway is a process of its own, so it answers /healthz, /readyz and /metrics
 * itself (its database and Redis, when it has them), and times every request by the declared route
 * it proxies to. It is the public door: /metrics asks for METRICS_TOKEN, and never answers without one.
 */
export function splitGatewayFront(config: Config, operations: Operations, services: readonly ServiceDefinition[], gateway: Express): RequestListener {
  return withOperations(
    operations,
    { token: config.METRICS_TOKEN, publicDoor: true },
    [...GATEWAY_ROUTES, ...services.flatMap((service) => service.routes)],
    (req, res) => void gateway(req, res),
  );
}

/** SIGTERM / SIGINT: not ready for SHUTDOWN_DELAY_S, then the requests in flight finish (10 s at most), as the services' host does. */
export function drainOnSignals(server: http.Server, operations: Operations, config: Config, logger: Logger, close: () => Promise<void>): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping', { signal });
    await announceStop(operations, config.SHUTDOWN_DELAY_S);
    await closeServer(server, 10_000);
    await close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
