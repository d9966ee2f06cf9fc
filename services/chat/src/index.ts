import type { Express } from 'express';
import { createServiceApp, defineService, type ServiceContext } from '@canal/service-core';
import { CHAT_SOCKET_PATH } from '@canal/contracts';
import { routes } from './routes';
import { chatNamespace } from './socket/chatNamespace';
import { chatRunJob } from './runs/chatRunJob';
import { cancelRunsAtShutdown } from './runs/activeRuns';
import { failAbandonedRuns } from './runs/recoverRuns';

export { routes };

/** The chat service as the host runs it, in either mode. */
export const service = defineService({
  name: 'chat',
  routes,
  // The runs' events for their owner, at the chat's own path: in split mode the gateway sends it here.
  namespaces: [chatNamespace],
  socketPath: CHAT_SOCKET_PATH,
  jobs: [chatRunJob],
  // A run whose process stopped mid-answer is failed with a clear message, never left spinning.
  onStart: async (ctx) => {
    await failAbandonedRuns(ctx);
  },
  // A stop does not wait minutes for a model: the runs under way are cancelled.
  onStopping: (ctx) => cancelRunsAtShutdown(ctx),
});

/** The chat service (GPTPubMed): one Express app, mounted in-process or run on its own. */
export function createApp(ctx: ServiceContext): Express {
  return createServiceApp(ctx, routes, service.name);
}
