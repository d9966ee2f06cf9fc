import type { Express } from 'express';
import { createServiceApp, defineService, type ServiceContext } from '@canal/service-core';
import { attendanceJob } from './attendance/attendanceJob';
import { relayNamespaces } from './room/relay';
import { routes } from './routes';

export { routes };

/** The live service as the host runs it, in either mode. */
export const service = defineService({ name: 'live', routes, namespaces: relayNamespaces, jobs: [attendanceJob] });

/** The live service's app, mounted in-process by the gateway or run alone by `main.ts`. */
export function createApp(ctx: ServiceContext): Express {
  return createServiceApp(ctx, routes, service.name);
}
