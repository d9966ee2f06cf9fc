import { and, count, eq, gt, inArray, lte } from 'drizzle-orm';
import { CHAT_TITLE_LENGTH, chatApi, maskPatientData } from '@canal/contracts';
import { HttpError, lockUntilCommit, pgJobs, schema, type Database, type ServiceContext } from '@canal/service-core';
import { openPvCaseIfAdverse } from '@canal/domain';
import { messageTime, newMessageId, newRunId } from '../runs/chatIds';
import { CHAT_RUN_JOB } from '../runs/chatRunJob';
import { ACTIVE_RUN_STATUSES } from '../runs/runStatus';
import { failAbandonedRuns } from '../runs/recoverRuns';
import type { ChatAction } from './ChatAction';
import { findOwnThread } from './findOwnThread';
import { recordQueuedRun } from '../usage/usageLedger';

const { chatMessages, chatRuns, chatSentMessages, chatThreads, users } = schema;
const DAY_MS = 24 * 3600_000;

export const NOT_CONFIGURED = 'L’assistant GPTPubMed n’est pas configuré sur ce serveur : aucun modèle n’est défini. Contactez l’équipe Canal Pneumo.';
export const RUN_IN_PROGRESS = 'Une réponse est déjà en cours dans cette discussion : attendez-la avant d’envoyer un autre message.';

/** The discussion's name: its first question, on one line, cut at CHAT_TITLE_LENGTH characters (the list shows it instead of the id). */
export function titleFrom(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > CHAT_TITLE_LENGTH ? `${line.slice(0, CHAT_TITLE_LENGTH - 1).trimEnd()}…` : line;
}

async function checkLimits(ctx: ServiceContext, db: Database, userId: number, threadId: string, dayAgo: Date): Promise<void> {
  // A run whose process died mid-answer is failed before it is counted: it would keep the member out for good.
  await failAbandonedRuns(ctx, { userId }, db);
  const active = await db
    .select({ threadId: chatRuns.threadId })
    .from(chatRuns)
    .innerJoin(chatThreads, eq(chatThreads.id, chatRuns.threadId))
    .where(and(eq(chatThreads.userId, userId), inArray(chatRuns.status, [...ACTIVE_RUN_STATUSES])));
  if (active.some((run) => run.threadId === threadId)) throw new HttpError(409, RUN_IN_PROGRESS, 'run_in_progress');
  const perUser = ctx.config.CHAT_ACTIVE_RUNS_PER_USER;
  if (active.length >= perUser)
    throw new HttpError(
      429,
      `Vous avez déjà ${perUser} réponse${perUser > 1 ? 's' : ''} en cours : attendez qu’elle${perUser > 1 ? 's' : ''} se termine${perUser > 1 ? 'nt' : ''}.`,
      'rate_limited',
    );
  // The ledger, not the messages: a deleted discussion takes its messages with it, never its place in the quota.
  const [sent] = await db
    .select({ total: count() })
    .from(chatSentMessages)
    .where(and(eq(chatSentMessages.userId, userId), gt(chatSentMessages.sentAt, dayAgo)));
  const quota = ctx.config.CHAT_DAILY_MESSAGES;
  if ((sent?.total ?? 0) >= quota)
    throw new HttpError(429, `Vous avez envoyé ${quota} messages en 24 heures, le maximum : réessayez demain.`, 'quota_exceeded');
}

async function emailOf(db: Database, userId: number): Promise<string> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? '';
}

/**
 * add_message: stores the user's message and a queued run, and gives the run to the background
 * worker (the 'chat:run' job), in one transaction: never inside this request, and never a run
 * without its job. A thread is answered once at a time; each user has a daily quota, counted on the
 * ledger of sent messages (chat_sent_messages), which deleting discussions does not touch.
 * What may identify a patient (names, dates, NIR, phones, addresses, record numbers) is replaced by
 * placeholders in the message and the instructions before anything is stored (maskPatientData).
 */
export const addMessage: ChatAction<typeof chatApi.addMessage> = {
  endpoint: chatApi.addMessage,
  async run(ctx, userId, { thread: threadId, message: written, instructions: writtenInstructions }) {
    // Masked here, whatever the page did: the stored text is what every later run sends to the model.
    const message = maskPatientData(written).text;
    const instructions = writtenInstructions === undefined ? undefined : maskPatientData(writtenInstructions).text;
    const thread = await findOwnThread(ctx, userId, threadId);
    const model = ctx.config.CHAT_MODEL;
    if (!model || !ctx.config.OPENAI_BASE_URL) throw new HttpError(503, NOT_CONFIGURED, 'not_configured');
    const runId = newRunId();
    await ctx.db.transaction(async (tx) => {
      // One add_message at a time per user: the limits are counted and the run written without another slipping between.
      await lockUntilCommit(tx, `chat-user:${userId}`);
      const now = ctx.now();
      const dayAgo = new Date(now.getTime() - DAY_MS);
      await checkLimits(ctx, tx, userId, threadId, dayAgo);
      // Counted and written under the same lock; rows older than the window no longer count, so they go.
      await tx.delete(chatSentMessages).where(and(eq(chatSentMessages.userId, userId), lte(chatSentMessages.sentAt, dayAgo)));
      await tx.insert(chatSentMessages).values({ userId, sentAt: now });
      const messageId = newMessageId();
      await tx
        .insert(chatMessages)
        .values({ id: messageId, threadId, role: 'user', content: [{ type: 'text', text: { value: message } }], metadata: {}, createdAt: messageTime() });
      // Before the run's job is queued below: a possible adverse event is a case before the model sees a word of it.
      await openPvCaseIfAdverse(tx, { source: 'chat', sourceId: messageId, text: message, userId, email: await emailOf(tx, userId), now });
      const runCreatedAt = messageTime();
      await tx
        .insert(chatRuns)
        .values({ id: runId, threadId, status: 'queued', model, instructions: instructions?.trim() ?? '', metadata: {}, createdAt: runCreatedAt });
      await recordQueuedRun(tx, { runId, userId, model, createdAt: runCreatedAt });
      if (thread.name === thread.id)
        await tx
          .update(chatThreads)
          .set({ name: titleFrom(message) })
          .where(eq(chatThreads.id, threadId));
      await pgJobs(tx).add(CHAT_RUN_JOB, { runId }, { key: `chat-run:${runId}`, maxAttempts: 1 });
    });
    return { result: true, run: { id: runId, status: 'queued' } };
  },
};
