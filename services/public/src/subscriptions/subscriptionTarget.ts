import { isAllowed, type Principal, type SessionUser } from '@canal/contracts';
import { forbidden, notConnected, schema, type ServiceContext } from '@canal/service-core';
import type { Attendee } from '@canal/domain';
import { eq } from 'drizzle-orm';
import { findUserByEmail } from '../auth/findUserByEmail';

/** Whom a subscribe or unsubscribe call is for: the caller, someone an admin named, or nobody known. */
export type SubscriptionTarget = { kind: 'account'; attendee: Attendee; isCaller: boolean } | { kind: 'unknown'; email: string };

/**
 * `remail` absent, the caller's own id or own address: the caller. Any other address: someone
 * else, which only an admin may subscribe or unsubscribe (spec 000 section 2.8).
 */
export async function subscriptionTarget(
  ctx: ServiceContext,
  user: SessionUser | null,
  principal: Principal,
  remail: string | undefined,
): Promise<SubscriptionTarget> {
  const [self] = user ? await ctx.db.select().from(schema.users).where(eq(schema.users.id, user.id)) : [];
  if (!user || !self) throw notConnected();
  const named = remail?.trim() ?? '';
  if (named === '' || named === String(user.id) || named.toLowerCase() === self.email.toLowerCase()) return { kind: 'account', attendee: self, isCaller: true };
  if (!isAllowed('admin', principal)) throw forbidden();
  const account = await findUserByEmail(ctx, named);
  return account ? { kind: 'account', attendee: account, isCaller: account.id === user.id } : { kind: 'unknown', email: named };
}
