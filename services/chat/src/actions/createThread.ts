import crypto from 'node:crypto';
import { and, desc, eq, notExists } from 'drizzle-orm';
import { chatApi } from '@canal/contracts';
import { lockUntilCommit, schema } from '@canal/service-core';
import type { ChatAction } from './ChatAction';

const { chatMessages, chatThreads } = schema;

/** `thread_` and 24 base64url characters (18 random bytes), like the ids the assistant API gave. */
export const newThreadId = () => `thread_${crypto.randomBytes(18).toString('base64url')}`;

/**
 * create_thread: a new, empty discussion; its name is its id until the first message names it.
 * A member who already has one that is still empty and unnamed gets that one back: 'Nouvelle
 * discussion' clicked again, or twice, never piles up empty discussions in the list.
 */
export const createThread: ChatAction<typeof chatApi.createThread> = {
  endpoint: chatApi.createThread,
  async run(ctx, userId) {
    return ctx.db.transaction(async (tx) => {
      await lockUntilCommit(tx, `chat-user:${userId}`);
      const [empty] = await tx
        .select({ id: chatThreads.id })
        .from(chatThreads)
        .where(
          and(
            eq(chatThreads.userId, userId),
            eq(chatThreads.name, chatThreads.id),
            notExists(tx.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.threadId, chatThreads.id))),
          ),
        )
        .orderBy(desc(chatThreads.createdAt))
        .limit(1);
      if (empty) return { result: true as const, thread: { id: empty.id } };
      const id = newThreadId();
      await tx.insert(chatThreads).values({ id, userId, name: id });
      return { result: true as const, thread: { id } };
    });
  },
};
