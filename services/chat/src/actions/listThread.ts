import { desc, eq } from 'drizzle-orm';
import { chatApi } from '@canal/contracts';
import { schema } from '@canal/service-core';
import type { ChatAction } from './ChatAction';

/** list_thread: the user's discussions. */
export const listThread: ChatAction<typeof chatApi.listThreads> = {
  endpoint: chatApi.listThreads,
  async run(ctx, userId) {
    const rows = await ctx.db
      .select({ id: schema.chatThreads.id, name: schema.chatThreads.name })
      .from(schema.chatThreads)
      .where(eq(schema.chatThreads.userId, userId))
      .orderBy(desc(schema.chatThreads.createdAt), desc(schema.chatThreads.id));
    // id -> name, newest first (thread ids are not numeric, so JSON keeps this order).
    const list: Record<string, string> = {};
    for (const row of rows) list[row.id] = row.name;
    return { result: true, list, configured: Boolean(ctx.config.CHAT_MODEL && ctx.config.OPENAI_BASE_URL) };
  },
};
