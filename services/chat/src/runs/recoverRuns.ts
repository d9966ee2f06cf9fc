import { and, eq, inArray, lt } from 'drizzle-orm';
import { schema, type Database, type ServiceContext } from '@canal/service-core';
import { ACTIVE_RUN_STATUSES, type RunError } from './runStatus';
import { recordRunsEnded } from '../usage/usageLedger';

const INTERRUPTED: RunError = { code: 'interrupted', message: 'La réponse a été interrompue (redémarrage du service) : renvoyez votre message.' };

/** Beyond its timeout and a margin, an active run has no process working on it any more. */
const staleBefore = (ctx: ServiceContext) => new Date(Date.now() - (ctx.config.CHAT_RUN_TIMEOUT_S + 30) * 1000);

/** Which abandoned runs to fail: all of them, one discussion's, or one member's. */
export type AbandonedRunsScope = { threadId: string } | { userId: number } | Record<string, never>;

/**
 * Runs that nobody works on any more end 'failed' instead of spinning forever: those whose
 * process stopped during the answer (older than the run timeout). Called at the service's start,
 * when a discussion is read, and when add_message counts the member's active runs (inside its
 * transaction, under its lock: a dead run never keeps a member out of new questions).
 * Queued runs keep their job, which survives restarts.
 */
export async function failAbandonedRuns(ctx: ServiceContext, scope: AbandonedRunsScope = {}, db: Database = ctx.db): Promise<number> {
  const { chatRuns, chatThreads } = schema;
  const inScope =
    'threadId' in scope
      ? eq(chatRuns.threadId, scope.threadId)
      : 'userId' in scope
        ? inArray(chatRuns.threadId, db.select({ id: chatThreads.id }).from(chatThreads).where(eq(chatThreads.userId, scope.userId)))
        : undefined;
  const failed = await db
    .update(chatRuns)
    .set({ status: 'failed', lastError: INTERRUPTED })
    .where(and(inArray(chatRuns.status, [...ACTIVE_RUN_STATUSES]), lt(chatRuns.createdAt, staleBefore(ctx)), inScope))
    .returning({ id: chatRuns.id });
  await recordRunsEnded(
    db,
    failed.map((run) => run.id),
    'failed',
    INTERRUPTED.code,
  );
  return failed.length;
}
