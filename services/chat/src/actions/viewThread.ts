import { asc, desc, eq } from 'drizzle-orm';
import { chatApi } from '@canal/contracts';
import { schema } from '@canal/service-core';
import type { ChatAction } from './ChatAction';
import { findOwnThread } from './findOwnThread';
import { failAbandonedRuns } from '../runs/recoverRuns';

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** view_thread: the messages of one of the user's discussions (oldest first) and its last run (null before the first message). */
export const viewThread: ChatAction<typeof chatApi.viewThread> = {
  endpoint: chatApi.viewThread,
  async run(ctx, userId, { id }) {
    await findOwnThread(ctx, userId, id);
    await failAbandonedRuns(ctx, { threadId: id });
    const { chatMessages, chatRuns } = schema;
    const messageRows = await ctx.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.threadId, id))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
    const [run] = await ctx.db.select().from(chatRuns).where(eq(chatRuns.threadId, id)).orderBy(desc(chatRuns.createdAt), desc(chatRuns.id)).limit(1);
    return {
      result: true,
      messages: messageRows.map((row) => ({
        id: row.id,
        role: row.role,
        content: row.content,
        metadata: row.metadata,
        created_at: epochSeconds(row.createdAt),
        status: row.status,
      })),
      last_run: run
        ? {
            id: run.id,
            status: run.status,
            model: run.model,
            instructions: run.instructions,
            metadata: run.metadata,
            last_error: run.lastError ? { code: run.lastError.code, message: run.lastError.message } : null,
            created_at: epochSeconds(run.createdAt),
          }
        : null,
    };
  },
};
