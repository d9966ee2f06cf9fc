import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Bus, type ServiceContext } from '@canal/service-core';
import { ACTIVE_RUN_STATUSES, type RunError } from './runStatus';

/** The runs this process is answering, each with the switch that stops it. */
const running = new WeakMap<Bus, Map<string, AbortController>>();

export function runsOf(ctx: ServiceContext): Map<string, AbortController> {
  let map = running.get(ctx.bus);
  if (!map) {
    map = new Map();
    running.set(ctx.bus, map);
  }
  return map;
}

export const CANCELLED_AT_SHUTDOWN: RunError = { code: 'interrupted', message: 'La réponse a été annulée : le service redémarrait. Renvoyez votre message.' };

/**
 * At shutdown: the runs of this process become 'cancelling', their model call or search is
 * stopped, and executeRun ends them 'cancelled' (a stop never waits minutes for a model).
 */
export async function cancelRunsAtShutdown(ctx: ServiceContext): Promise<void> {
  const runs = runsOf(ctx);
  if (runs.size === 0) return;
  await ctx.db
    .update(schema.chatRuns)
    .set({ status: 'cancelling' })
    .where(and(inArray(schema.chatRuns.id, [...runs.keys()]), inArray(schema.chatRuns.status, [...ACTIVE_RUN_STATUSES])));
  for (const controller of runs.values()) controller.abort();
}

/** Ends a stopped run. */
export async function markCancelled(ctx: ServiceContext, runId: string): Promise<void> {
  await ctx.db.update(schema.chatRuns).set({ status: 'cancelled', lastError: CANCELLED_AT_SHUTDOWN }).where(eq(schema.chatRuns.id, runId));
}
