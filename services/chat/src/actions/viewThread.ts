import { asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '@canal/service-core';
import { defineAction } from './ChatAction';
import { findOwnThread } from './findOwnThread';
import { threadIdSchema } from './threadIdSchema';

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export interface ChatMessageView {
  id: string;
  role: string;
  content: Array<{ type: 'text'; text: { value: string } }>;
  /** tool_calls_ids (JSON list), tool_calls_status (JSON map), one raw JSON entry per call. */
  metadata: Record<string, string>;
  created_at: number;
}

export interface ChatRunView {
  id: string;
  status: string;
  model: string;
  instructions: string;
  /** tool_calls_ids, tool_calls_status, tool_status. */
  metadata: Record<string, string>;
  last_error: { code: string; message: string } | null;
  created_at: number;
}

export interface ViewThreadAnswer {
  result: true;
  /** Oldest first, as they are read. */
  messages: ChatMessageView[];
  /** The thread's most recent run, or null before the first message. */
  last_run: ChatRunView | null;
}

/** view_thread: the messages of one of the user's discussions and its last run. */
export const viewThread = defineAction({
  name: 'view_thread',
  schema: z.strictObject({ id: threadIdSchema }),
  async run(ctx, userId, { id }): Promise<ViewThreadAnswer> {
    await findOwnThread(ctx, userId, id);
    const { chatMessages, chatRuns } = schema;
    const messageRows = await ctx.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.threadId, id))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
    const [run] = await ctx.db
      .select()
      .from(chatRuns)
      .where(eq(chatRuns.threadId, id))
      .orderBy(desc(chatRuns.createdAt), desc(chatRuns.id))
      .limit(1);
    return {
      result: true,
      messages: messageRows.map((row) => ({
        id: row.id,
        role: row.role,
        content: row.content,
        metadata: row.metadata,
        created_at: epochSeconds(row.createdAt),
      })),
      last_run: run
        ? {
            id: run.id,
            status: run.status,
            model: run.model,
            instructions: run.instructions,
            metadata: run.metadata,
            last_error: run.lastError ?? null,
            created_at: epochSeconds(run.createdAt),
          }
        : null,
    };
  },
});
