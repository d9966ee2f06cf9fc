import crypto from 'node:crypto';
import { chatThreads } from '../../db/schema';
import type { ServiceContext } from '../../ServiceContext';

/**
 * A GPTPubMed discussion of a user, named by its id as a new one is (the chat service's create_thread),
 * with an id of the same shape. `createdAt` orders a user's list: give it when the order matters.
 */
export async function makeChatThread(ctx: ServiceContext, userId: number, fields: Partial<Omit<typeof chatThreads.$inferInsert, 'userId'>> = {}) {
  const id = fields.id ?? `thread_${crypto.randomBytes(18).toString('base64url')}`;
  const [row] = await ctx.db
    .insert(chatThreads)
    .values({ name: id, createdAt: ctx.now(), ...fields, id, userId })
    .returning();
  return row;
}
