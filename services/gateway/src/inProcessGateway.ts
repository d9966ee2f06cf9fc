import type { RequestListener } from 'node:http';
import { createServiceApp, withPollingLane, type ServiceContext } from '@canal/service-core';
import { externalRoomOriginsSource } from '@canal/domain';
import { createGateway } from './createGateway';
import { ALL_SERVICES } from './routing/allServices';
import { buildRouteTable } from './routing/routeTable';

/** The gateway's Express chain alone, and the same chain with the polling lane in front (what `npm start` listens with). */
export interface InProcessGateway {
  chain: RequestListener;
  laned: RequestListener;
}

/**
 * The gateway over the five service apps in this process, as `npm start` answers (the polling lane
 * in front), without a listening server and its operations endpoints (tests, bench).
 */
export function inProcessGateway(ctx: ServiceContext): RequestListener {
  return inProcessGatewayParts(ctx).laned;
}

/** Both ways in: the lane's answers are compared with the chain's (pollingLane.test.ts). */
export function inProcessGatewayParts(ctx: ServiceContext): InProcessGateway {
  const apps = Object.fromEntries(ALL_SERVICES.map((service) => [service.name, createServiceApp(ctx, service.routes, service.name)]));
  const gateway = createGateway(
    ctx.config,
    ctx.logger,
    { kind: 'in-process', table: buildRouteTable(ALL_SERVICES), apps },
    { formOrigins: externalRoomOriginsSource(ctx.db, ctx.bus) },
  );
  const chain: RequestListener = (req, res) => void gateway.app(req, res);
  return { chain, laned: withPollingLane(ctx, ALL_SERVICES, gateway.laneDoor, chain) };
}
