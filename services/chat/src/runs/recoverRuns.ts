import { and, eq, inArray, lt } from 'drizzle-orm';
import { schema, type ServiceContext } from '@canal/service-core';
import { ACTIVE_RUN_STATUSES, type RunError } from './runStatus';
import { recordRunsEnded } from '../usage/usageLedger';

const INTERRUPTED: RunError = { code: 'interrupted', message: 'La réponse a été interrompue (redémarrage du service) : renvoyez votre message.' };

/** Beyond its timeout and a margin, an active run has no process working on it any more. */
const staleBefore = (ctx: ServiceContext) => new Date(Date.now() - (ctx.config.CHAT_RUN_TIMEOUT_S + 30) * 1000);

/**
 * Runs that nobody works on any more end 'failed' instead of spinning forever: those whose
 * process stopped during the answer (older than the run timeout). Called at the service's start
 * and when a discussion is read; queued runs keep their job, which survives restarts.
 */
export async function failAbandonedRuns(ctx: ServiceContext, threadId?: string): Promise<number> {
  const { chatRuns } = schema;
  const failed = await ctx.db
    .update(chatRuns)
    .set({ status: 'failed', lastError: INTERRUPTED })
    .where(
      and(inArray(chatRuns.status, [...ACTIVE_RUN_STATUSES]), lt(chatRuns.createdAt, staleBefore(ctx)), threadId ? eq(chatRuns.threadId, threadId) : undefined),
    )
    .returning({ id: chatRuns.id });
  await recordRunsEnded(
    ctx,
    failed.map((run) => run.id),
    'failed',
    INTERRUPTED.code,
  );
  return failed.length;
}
