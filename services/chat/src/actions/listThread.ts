import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '@canal/service-core';
import { defineAction } from './ChatAction';

export interface ListThreadAnswer {
  result: true;
  /** id -> name, newest first (thread ids are not numeric, so JSON keeps this order). */
  list: Record<string, string>;
}

/** list_thread: the user's discussions. */
export const listThread = defineAction({
  name: 'list_thread',
  schema: z.strictObject({}),
  async run(ctx, userId): Promise<ListThreadAnswer> {
    const rows = await ctx.db
      .select({ id: schema.chatThreads.id, name: schema.chatThreads.name })
      .from(schema.chatThreads)
      .where(eq(schema.chatThreads.userId, userId))
      .orderBy(desc(schema.chatThreads.createdAt), desc(schema.chatThreads.id));
    const list: Record<string, string> = {};
    for (const row of rows) list[row.id] = row.name;
    return { result: true, list };
  },
});
