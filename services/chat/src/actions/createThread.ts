import crypto from 'node:crypto';
import { chatApi } from '@canal/contracts';
import { schema } from '@canal/service-core';
import type { ChatAction } from './ChatAction';

/** `thread_` and 24 base64url characters (18 random bytes), like the ids the assistant API gave. */
export const newThreadId = () => `thread_${crypto.randomBytes(18).toString('base64url')}`;

/** create_thread: a new, empty discussion; its name is its id until the first message names it. */
export const createThread: ChatAction<typeof chatApi.createThread> = {
  endpoint: chatApi.createThread,
  async run(ctx, userId) {
    const id = newThreadId();
    await ctx.db.insert(schema.chatThreads).values({ id, userId, name: id });
    return { result: true, thread: { id } };
  },
};
