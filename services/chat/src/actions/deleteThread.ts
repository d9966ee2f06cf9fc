import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '@canal/service-core';
import { defineAction } from './ChatAction';
import { threadIdSchema } from './threadIdSchema';
import { threadNotFound } from './findOwnThread';

/** delete_thread: removes one of the user's discussions; its messages and runs go with it (cascade). */
export const deleteThread = defineAction({
  name: 'delete_thread',
  schema: z.strictObject({ id: threadIdSchema }),
  async run(ctx, userId, { id }): Promise<{ result: true }> {
    const deleted = await ctx.db
      .delete(schema.chatThreads)
      .where(and(eq(schema.chatThreads.id, id), eq(schema.chatThreads.userId, userId)))
      .returning({ id: schema.chatThreads.id });
    if (deleted.length === 0) throw threadNotFound();
    return { result: true };
  },
});
