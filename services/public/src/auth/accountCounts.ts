import { count, eq } from 'drizzle-orm';
import type { SessionUser } from '@canal/contracts';
import { schema, type ServiceContext } from '@canal/service-core';
import { pendingAccounts } from './pendingAccounts';

export interface AccountCounts {
  /** Accounts waiting for validation (the red badge of the account menu). */
  pendingAccounts: number;
  /** Sessions the user is subscribed to (the 'Mes webinaires' menu label of the second variant). */
  subscriptions: number;
}

/** The counters the profile and login answers carry beside the user. */
export async function accountCounts(ctx: ServiceContext, user: SessionUser | null): Promise<AccountCounts> {
  if (!user) return { pendingAccounts: 0, subscriptions: 0 };
  const [subscribed] = await ctx.db.select({ total: count() }).from(schema.subscriptions).where(eq(schema.subscriptions.userId, user.id));
  return {
    pendingAccounts: await pendingAccounts(ctx, { role: user.role, subRole: user.subRole }),
    subscriptions: subscribed?.total ?? 0,
  };
}
