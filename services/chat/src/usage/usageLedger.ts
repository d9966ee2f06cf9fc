import { eq, inArray } from 'drizzle-orm';
import type { ChatRunStep } from '@canal/contracts';
import { schema, type Database, type ServiceContext } from '@canal/service-core';
import type { TokenUsage } from '../runs/chunkAssembler';

const { chatUsage } = schema;

/** What a run cost and how long it took, measured as it went. */
export interface RunMeasures {
  usage: TokenUsage;
  steps: ChatRunStep[];
  /** Epoch ms of the first word of the answer shown, if any. */
  firstTextAt: number | null;
}

/** The run's row, written with the question (add_message's transaction): a question counts even if its run never starts. */
export async function recordQueuedRun(db: Database, run: { runId: string; userId: number; model: string; createdAt: Date }): Promise<void> {
  await db.insert(chatUsage).values({ runId: run.runId, userId: run.userId, model: run.model, status: 'queued', createdAt: run.createdAt });
}

/** The run's end: its status and cause, tokens, duration from the question, time to the first word, steps. */
export async function recordRunEnd(
  ctx: ServiceContext,
  run: { runId: string; createdAt: Date; model: string },
  status: string,
  errorCode: string | null,
  measures: RunMeasures,
): Promise<void> {
  const sent = run.createdAt.getTime();
  await ctx.db
    .update(chatUsage)
    .set({
      status,
      errorCode,
      model: run.model,
      durationMs: Math.max(0, Date.now() - sent),
      firstTokenMs: measures.firstTextAt === null ? null : Math.max(0, measures.firstTextAt - sent),
      promptTokens: measures.usage.promptTokens,
      completionTokens: measures.usage.completionTokens,
      cachedTokens: measures.usage.cachedTokens,
      steps: measures.steps,
    })
    .where(eq(chatUsage.runId, run.runId));
}

/** Runs ended without their process (abandoned, cancelled at shutdown): their status and cause only. */
export async function recordRunsEnded(db: Database, runIds: string[], status: string, errorCode: string): Promise<void> {
  if (runIds.length === 0) return;
  await db.update(chatUsage).set({ status, errorCode }).where(inArray(chatUsage.runId, runIds));
}
