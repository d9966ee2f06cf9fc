import type { Express } from 'express';
import { createServiceApp, type ServiceContext } from '@canal/service-core';
import { routes } from './routes';

export { routes };

/** The live service's app, mounted in-process by the gateway or run alone by `main.ts`. */
export function createApp(ctx: ServiceContext): Express {
  return createServiceApp(ctx, routes);
}
