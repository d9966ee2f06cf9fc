import type { Express } from 'express';
import { createServiceApp, defineService, type ServiceContext } from '@canal/service-core';
import { routes } from './routes';
import { retentionJob } from './privacy/retention';
import { rppsImportJob } from './rpps/rppsImportJob';

export { routes };

/** The staff service as the host runs it, in either mode. */
export const service = defineService({ name: 'staff', routes, jobs: [rppsImportJob, retentionJob] });

/** The staff service (back office lists and forms, accounts, my account, optins, outbox). */
export function createApp(ctx: ServiceContext): Express {
  return createServiceApp(ctx, routes, service.name);
}
