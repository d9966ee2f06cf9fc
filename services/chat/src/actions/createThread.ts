import crypto from 'node:crypto';
import { z } from 'zod';
import { schema } from '@canal/service-core';
import { defineAction } from './ChatAction';

/** `thread_` and 24 base64url characters (18 random bytes), like the ids the assistant API gave. */
export const newThreadId = () => `thread_${crypto.randomBytes(18).toString('base64url')}`;

export interface CreateThreadAnswer {
  result: true;
  thread: { id: string };
}

/** create_thread: a new, empty discussion; its name is its id until the first message names it. */
export const createThread = defineAction({
  name: 'create_thread',
  schema: z.strictObject({}),
  async run(ctx, userId): Promise<CreateThreadAnswer> {
    const id = newThreadId();
    await ctx.db.insert(schema.chatThreads).values({ id, userId, name: id });
    return { result: true, thread: { id } };
  },
});
