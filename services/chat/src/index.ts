import type { Express } from 'express';
import { createServiceApp, type ServiceContext } from '@canal/service-core';
import { routes } from './routes';

export { routes };

/** The chat service (GPTPubMed): one Express app, mounted in-process or run on its own. */
export function createApp(ctx: ServiceContext): Express {
  return createServiceApp(ctx, routes);
}
