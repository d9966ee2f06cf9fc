import { and, eq } from 'drizzle-orm';
import { HttpError, schema, type ServiceContext } from '@canal/service-core';

export const THREAD_NOT_FOUND = 'Discussion introuvable';

export const threadNotFound = () => new HttpError(404, THREAD_NOT_FOUND, 'not_found');

/** The user's own thread, or a 404: another user's thread is answered exactly like an unknown one. */
export async function findOwnThread(ctx: ServiceContext, userId: number, id: string) {
  const [thread] = await ctx.db
    .select()
    .from(schema.chatThreads)
    .where(and(eq(schema.chatThreads.id, id), eq(schema.chatThreads.userId, userId)))
    .limit(1);
  if (!thread) throw threadNotFound();
  return thread;
}
