import { and, eq, isNotNull, lt, ne, or } from 'drizzle-orm';
import { users } from '../db/schema';
import type { ServiceContext } from '../ServiceContext';

/** The last contact is kept to the day: one write per member and day, whatever their traffic. */
const CONTACT_GRAIN_MS = 24 * 3600_000;

/**
 * The member was here (a login, the live room, an opened replay or podcast): their account's
 * retention counts again from now (staff privacy/retention). Writes at most once a day per account
 * (the WHERE finds nothing otherwise), clears a retention warning, and never touches a deleted
 * account (final, migration 0022). A failure is logged, never the caller's problem.
 */
export async function recordLastContact(ctx: ServiceContext, userId: number): Promise<void> {
  const now = ctx.now();
  try {
    await ctx.db
      .update(users)
      .set({ lastContactAt: now, retentionWarnedAt: null })
      .where(
        and(
          eq(users.id, userId),
          ne(users.status, 'deleted'),
          or(lt(users.lastContactAt, new Date(now.getTime() - CONTACT_GRAIN_MS)), isNotNull(users.retentionWarnedAt)),
        ),
      );
  } catch (error) {
    ctx.logger.warn('last contact not recorded', { userId, error: (error as Error).message });
  }
}
