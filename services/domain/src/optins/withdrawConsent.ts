import { eq } from 'drizzle-orm';
import { isChecked } from '@canal/contracts';
import { inTransaction, schema, type ServiceContext } from '@canal/service-core';
import { recordOptinChanges, type ConsentSource } from './recordOptinChanges';

const { users } = schema;

/** What a withdrawal found: done now, already withdrawn (nothing written), or no account to withdraw from. */
export type Withdrawal = 'withdrawn' | 'already' | 'unknown';

/**
 * Withdraws one consent of one account and records it with its source, under the account's row
 * lock so that two clicks write one change. A deleted account has no consent left to withdraw.
 */
export async function withdrawConsent(ctx: ServiceContext, userId: number, consent: string, source: ConsentSource): Promise<Withdrawal> {
  const outcome = await inTransaction(ctx, async (tx) => {
    const [account] = await tx.db.select({ optins: users.optins, status: users.status }).from(users).where(eq(users.id, userId)).for('update');
    if (!account || account.status === 'deleted') return 'unknown' as const;
    if (!isChecked(account.optins[consent])) return 'already' as const;
    const after = { [consent]: '' };
    await tx.db
      .update(users)
      .set({ optins: { ...account.optins, ...after }, updatedAt: tx.now() })
      .where(eq(users.id, userId));
    await recordOptinChanges(tx, userId, account.optins, after, false, source);
    return 'withdrawn' as const;
  });
  // Cached sessions carry the account's consents: they read them again.
  if (outcome === 'withdrawn') await ctx.sessions.userChanged(userId);
  return outcome;
}
