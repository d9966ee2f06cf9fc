import { and, eq } from 'drizzle-orm';
import { chatApi } from '@canal/contracts';
import { schema } from '@canal/service-core';
import type { ChatAction } from './ChatAction';
import { threadNotFound } from './findOwnThread';

/** delete_thread: removes one of the user's discussions; its messages and runs go with it (cascade). */
export const deleteThread: ChatAction<typeof chatApi.deleteThread> = {
  endpoint: chatApi.deleteThread,
  async run(ctx, userId, { id }) {
    const deleted = await ctx.db
      .delete(schema.chatThreads)
      .where(and(eq(schema.chatThreads.id, id), eq(schema.chatThreads.userId, userId)))
      .returning({ id: schema.chatThreads.id });
    if (deleted.length === 0) throw threadNotFound();
    return { result: true };
  },
};
