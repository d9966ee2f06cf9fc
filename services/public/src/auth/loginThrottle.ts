import { eq, sql } from 'drizzle-orm';
import { schema, type ServiceContext } from '@canal/service-core';

const { loginFailures } = schema;

/**
 * Repeated wrong passwords for one e-mail (lower case): each failure slows the answer down,
 * and LOGIN_MAX_FAILURES of them lock the e-mail for LOGIN_LOCK_MINUTES. A success clears it.
 * Failures older than the lock window, or from before an expired lock, start a new count.
 */

/** The pause before answering a failure: 250 ms per failure so far, at most 2 s. */
export function failureDelayMs(failures: number): number {
  return Math.min(250 * failures, 2000);
}

/** Minutes left on the lock of this e-mail, or null when it is not locked. */
export async function lockedMinutesLeft(ctx: ServiceContext, emailKey: string): Promise<number | null> {
  const [row] = await ctx.db.select({ lockedUntil: loginFailures.lockedUntil }).from(loginFailures).where(eq(loginFailures.email, emailKey));
  const left = row?.lockedUntil ? row.lockedUntil.getTime() - ctx.now().getTime() : 0;
  return left > 0 ? Math.ceil(left / 60_000) : null;
}

export interface RecordedFailure {
  failures: number;
  /** Set when this failure locked the e-mail. */
  lockedMinutes: number | null;
}

export async function recordFailure(ctx: ServiceContext, emailKey: string): Promise<RecordedFailure> {
  const now = ctx.now();
  const lockMinutes = ctx.config.LOGIN_LOCK_MINUTES;
  const nowIso = now.toISOString();
  const staleIso = new Date(now.getTime() - lockMinutes * 60_000).toISOString();
  const [row] = await ctx.db
    .insert(loginFailures)
    .values({ email: emailKey, failures: 1, lastFailureAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: loginFailures.email,
      set: {
        failures: sql`case when ${loginFailures.lastFailureAt} < ${staleIso}::timestamptz
          or (${loginFailures.lockedUntil} is not null and ${loginFailures.lockedUntil} <= ${nowIso}::timestamptz)
          then 1 else ${loginFailures.failures} + 1 end`,
        lastFailureAt: now,
        lockedUntil: null,
      },
    })
    .returning({ failures: loginFailures.failures });
  const failures = row?.failures ?? 1;
  if (failures < ctx.config.LOGIN_MAX_FAILURES) return { failures, lockedMinutes: null };
  const lockedUntil = new Date(now.getTime() + lockMinutes * 60_000);
  await ctx.db.update(loginFailures).set({ lockedUntil }).where(eq(loginFailures.email, emailKey));
  return { failures, lockedMinutes: lockMinutes };
}

export async function clearFailures(ctx: ServiceContext, emailKey: string): Promise<void> {
  await ctx.db.delete(loginFailures).where(eq(loginFailures.email, emailKey));
}

export function lockedMessage(minutes: number): string {
  return `Trop de tentatives de connexion : réessayez dans ${minutes} ${minutes > 1 ? 'minutes' : 'minute'}.`;
}
