import type { Express } from 'express';
import { createServiceApp, defineService, type ServiceContext } from '@canal/service-core';
import { routes } from './routes';

export { routes };

/** The media service as the host runs it, in either mode. */
export const service = defineService({ name: 'media', routes });

/** The media service (replays): the same app in-process behind the gateway or alone in split mode. */
export function createApp(ctx: ServiceContext): Express {
  return createServiceApp(ctx, routes, service.name);
}
