import { and, eq } from 'drizzle-orm';
import { chatApi, maskPatientData } from '@canal/contracts';
import { schema } from '@canal/service-core';
import type { ChatAction } from './ChatAction';
import { threadNotFound } from './findOwnThread';

/**
 * rename_thread: gives one of the user's discussions the name the user typed (trimmed,
 * CHAT_THREAD_NAME_MAX at most), patient data masked as in a message ('Mme [NOM]').
 */
export const renameThread: ChatAction<typeof chatApi.renameThread> = {
  endpoint: chatApi.renameThread,
  async run(ctx, userId, { id, name }) {
    const renamed = await ctx.db
      .update(schema.chatThreads)
      .set({ name: maskPatientData(name).text })
      .where(and(eq(schema.chatThreads.id, id), eq(schema.chatThreads.userId, userId)))
      .returning({ id: schema.chatThreads.id });
    if (renamed.length === 0) throw threadNotFound();
    return { result: true };
  },
};
