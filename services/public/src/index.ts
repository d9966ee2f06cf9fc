import type { Express } from 'express';
import { createServiceApp, defineService, type ServiceContext } from '@canal/service-core';
import { emailChangePurgeJob, movePostFilesToPrivateKind } from '@canal/domain';
import { routes } from './routes';
import { purgeThrottlesJob } from './auth/purgeThrottlesJob';
import { passwordResetJob } from './auth/passwordResetJob';
import { remindersJob } from './subscriptions/remindersJob';

export { routes };
export { purgeStaleLoginFailures } from '@canal/service-core';

/** The public service as the host runs it, in either mode. */
export const service = defineService({
  name: 'public',
  routes,
  // The e-mail change links are confirmed here (POST /api/auth/email): their nightly purge runs with them.
  jobs: [purgeThrottlesJob, remindersJob, passwordResetJob, emailChangePurgeJob],
  // 'Mes fichiers' gives post-session files through its guarded route only: those saved before are moved out of /cache's reach.
  onStart: async (ctx) => {
    await movePostFilesToPrivateKind(ctx);
  },
});

/** The public service: session and CSRF token, login and passwords, home lists, static pages. */
export function createApp(ctx: ServiceContext): Express {
  return createServiceApp(ctx, routes, service.name);
}
