import { sql } from 'drizzle-orm';
import type { Database } from '@canal/service-core';

/**
 * One change of a member's discussions at a time, until the transaction ends: add_message counts
 * the limits and writes the run, create_thread looks for an empty discussion, without another
 * call slipping between.
 */
export async function lockChatUser(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat-user:${userId}`}))`);
}
