import type { Express } from 'express';
import { createServiceApp, type ServiceContext } from '@canal/service-core';
import { externalRoomOriginsSource } from '@canal/domain';
import { createGateway } from './createGateway';
import { ALL_SERVICES } from './routing/allServices';
import { buildRouteTable } from './routing/routeTable';

/** The gateway over the five service apps in this process, without a listening server (tests, bench). */
export function inProcessGateway(ctx: ServiceContext): Express {
  const apps = Object.fromEntries(ALL_SERVICES.map((service) => [service.name, createServiceApp(ctx, service.routes, service.name)]));
  return createGateway(
    ctx.config,
    ctx.logger,
    { kind: 'in-process', table: buildRouteTable(ALL_SERVICES), apps },
    { formOrigins: externalRoomOriginsSource(ctx.db, ctx.bus) },
  ).app;
}
