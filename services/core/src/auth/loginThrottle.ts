import { and, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import * as schema from '../db/schema';
import { lockUntilCommit } from '../limits/admitUnderLimit';
import type { ServiceContext } from '../ServiceContext';

const { loginFailures } = schema;

/**
 * Wrong passwords are counted per (account, address), the account being the e-mail tried in lower
 * case and the address the caller's IP:
 * - LOGIN_MAX_FAILURES of them lock that address out of that account for LOGIN_LOCK_MINUTES: a
 *   stranger's failures lock the stranger, never the owner, whose right password from their own
 *   address still works;
 * - LOGIN_MAX_FAILURES_PER_ADDRESS failures from one address, all accounts together, lock the
 *   address out (one machine trying many accounts);
 * - every failure waits before answering, longer as the account's failures from all addresses, or
 *   the address's failures on all accounts, grow: an attack spread over many addresses is slowed
 *   down without locking anyone out.
 * Failures older than the lock window no longer count; a success clears its own pair only. Each
 * attempt is counted before its password is checked (admitAttempt), under the address's lock.
 */

export interface LoginAttempt {
  /** The e-mail tried, in lower case. */
  account: string;
  address: string;
}

/** The pause before answering a failure: 250 ms per recent failure, at most 3 s. */
export function failureDelayMs(failures: number): number {
  return Math.min(250 * failures, 3000);
}

const windowStart = (ctx: ServiceContext) => new Date(ctx.now().getTime() - ctx.config.LOGIN_LOCK_MINUTES * 60_000);
const minutesUntil = (ctx: ServiceContext, end: Date) => Math.max(1, Math.ceil((end.getTime() - ctx.now().getTime()) / 60_000));

/** Why an attempt is refused before its password is even checked, or null. */
export type LockReason = { kind: 'pair' | 'address'; minutes: number };

/**
 * Before the password is checked, under the address's advisory lock: refuses a locked pair or
 * address, then counts this attempt as a failure until the password proves otherwise (a success
 * clears its pair). Counting before checking is what makes the limits hold under a burst: 100
 * wrong passwords sent at once for one account get LOGIN_MAX_FAILURES verifications, the others
 * are refused without one.
 */
export async function admitAttempt(ctx: ServiceContext, attempt: LoginAttempt): Promise<Admission> {
  return ctx.db.transaction(async (tx) => {
    await lockUntilCommit(tx, `login-address:${attempt.address}`);
    const lock = await lockOf(tx, ctx, attempt);
    if (lock) return { lock };
    return { lock: null, pairFailures: await countFailure(tx, ctx, attempt) };
  });
}

/** A refused attempt, or an admitted one with its rank among the pair's failures (this one included). */
export type Admission = { lock: LockReason } | { lock: null; pairFailures: number };

async function lockOf(db: Database, ctx: ServiceContext, attempt: LoginAttempt): Promise<LockReason | null> {
  const [pair] = await db
    .select()
    .from(loginFailures)
    .where(and(eq(loginFailures.account, attempt.account), eq(loginFailures.address, attempt.address)));
  if (pair?.lockedUntil && pair.lockedUntil.getTime() > ctx.now().getTime()) return { kind: 'pair', minutes: minutesUntil(ctx, pair.lockedUntil) };
  // The attempts still being checked count: the last one allowed may be verifying its password now.
  if (pair && pairFailuresNow(ctx, pair) >= ctx.config.LOGIN_MAX_FAILURES) return { kind: 'pair', minutes: ctx.config.LOGIN_LOCK_MINUTES };
  const address = await addressFailures(db, ctx, attempt.address);
  if (address.failures >= ctx.config.LOGIN_MAX_FAILURES_PER_ADDRESS && address.last) {
    return { kind: 'address', minutes: minutesUntil(ctx, new Date(address.last.getTime() + ctx.config.LOGIN_LOCK_MINUTES * 60_000)) };
  }
  return null;
}

/** A pair's failures that still count: none once the window has passed or its lock has ended (as countFailure starts again). */
function pairFailuresNow(ctx: ServiceContext, pair: typeof loginFailures.$inferSelect): number {
  const lockEnded = pair.lockedUntil !== null && pair.lockedUntil.getTime() <= ctx.now().getTime();
  return pair.lastFailureAt < windowStart(ctx) || lockEnded ? 0 : pair.failures;
}

async function addressFailures(db: Database, ctx: ServiceContext, address: string): Promise<{ failures: number; last: Date | null }> {
  const [row] = await db
    .select({ failures: sql<number>`coalesce(sum(${loginFailures.failures}), 0)::int`, last: sql<string | null>`max(${loginFailures.lastFailureAt})` })
    .from(loginFailures)
    .where(and(eq(loginFailures.address, address), gte(loginFailures.lastFailureAt, windowStart(ctx))));
  return { failures: row?.failures ?? 0, last: row?.last ? new Date(row.last) : null };
}

async function accountFailures(ctx: ServiceContext, account: string): Promise<number> {
  const [row] = await ctx.db
    .select({ failures: sql<number>`coalesce(sum(${loginFailures.failures}), 0)::int` })
    .from(loginFailures)
    .where(and(eq(loginFailures.account, account), gte(loginFailures.lastFailureAt, windowStart(ctx))));
  return row?.failures ?? 0;
}

async function countFailure(db: Database, ctx: ServiceContext, attempt: LoginAttempt): Promise<number> {
  const now = ctx.now();
  const [row] = await db
    .insert(loginFailures)
    .values({ account: attempt.account, address: attempt.address, failures: 1, lastFailureAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: [loginFailures.account, loginFailures.address],
      set: {
        // A count older than the window, or one whose lock has ended, starts again.
        failures: sql`case when ${loginFailures.lastFailureAt} < ${windowStart(ctx).toISOString()}::timestamptz
          or (${loginFailures.lockedUntil} is not null and ${loginFailures.lockedUntil} <= ${now.toISOString()}::timestamptz)
          then 1 else ${loginFailures.failures} + 1 end`,
        lastFailureAt: now,
        lockedUntil: null,
      },
    })
    .returning({ failures: loginFailures.failures });
  return row?.failures ?? 1;
}

export interface RecordedFailure {
  /** Set when this failure locked the pair or the address. */
  lock: LockReason | null;
  /** How long to wait before answering. */
  delayMs: number;
}

/**
 * After a wrong password, already counted by admitAttempt as the pair's `pairFailures`-th: the one
 * that reaches LOGIN_MAX_FAILURES locks the pair, as it would have one attempt after another.
 */
export async function recordFailure(ctx: ServiceContext, attempt: LoginAttempt, pairFailures: number): Promise<RecordedFailure> {
  const now = ctx.now();
  const lockMinutes = ctx.config.LOGIN_LOCK_MINUTES;
  if (pairFailures >= ctx.config.LOGIN_MAX_FAILURES) {
    await ctx.db
      .update(loginFailures)
      .set({ lockedUntil: new Date(now.getTime() + lockMinutes * 60_000) })
      .where(and(eq(loginFailures.account, attempt.account), eq(loginFailures.address, attempt.address)));
    return { lock: { kind: 'pair', minutes: lockMinutes }, delayMs: 0 };
  }
  const fromAddress = (await addressFailures(ctx.db, ctx, attempt.address)).failures;
  if (fromAddress >= ctx.config.LOGIN_MAX_FAILURES_PER_ADDRESS) return { lock: { kind: 'address', minutes: lockMinutes }, delayMs: 0 };
  const onAccount = await accountFailures(ctx, attempt.account);
  return { lock: null, delayMs: failureDelayMs(Math.max(pairFailures, onAccount, fromAddress)) };
}

/** A success clears its own (account, address) count: another address's lock on the account stays. */
export async function clearFailures(ctx: ServiceContext, attempt: LoginAttempt): Promise<void> {
  await ctx.db.delete(loginFailures).where(and(eq(loginFailures.account, attempt.account), eq(loginFailures.address, attempt.address)));
}

/** After a password change through an e-mailed link the owner is proven: every count on the account goes. */
export async function clearAccountFailures(ctx: ServiceContext, account: string): Promise<void> {
  await ctx.db.delete(loginFailures).where(eq(loginFailures.account, account));
}

/**
 * Deletes the counts that no longer matter: older than the lock window and not locked any more.
 * Run as a background job; answers how many rows went.
 */
export async function purgeStaleLoginFailures(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const purged = await ctx.db
    .delete(loginFailures)
    .where(and(lt(loginFailures.lastFailureAt, windowStart(ctx)), or(isNull(loginFailures.lockedUntil), lte(loginFailures.lockedUntil, now))))
    .returning({ account: loginFailures.account });
  return purged.length;
}

export function lockedMessage(lock: LockReason): string {
  const minutes = `${lock.minutes} ${lock.minutes > 1 ? 'minutes' : 'minute'}`;
  return lock.kind === 'address'
    ? `Trop de tentatives de connexion depuis cette adresse : réessayez dans ${minutes}.`
    : `Trop de tentatives de connexion : réessayez dans ${minutes}.`;
}
