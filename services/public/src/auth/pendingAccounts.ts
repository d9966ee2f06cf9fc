import { count, eq } from 'drizzle-orm';
import { isAllowed, type Principal } from '@canal/contracts';
import { schema, type ServiceContext } from '@canal/service-core';

/** Accounts waiting for validation, shown as a badge to those who may validate them; 0 for anyone else. */
export async function pendingAccounts(ctx: ServiceContext, principal: Principal): Promise<number> {
  if (!isAllowed('accounts', principal)) return 0;
  const [row] = await ctx.db.select({ total: count() }).from(schema.users).where(eq(schema.users.status, 'pending'));
  return row?.total ?? 0;
}
