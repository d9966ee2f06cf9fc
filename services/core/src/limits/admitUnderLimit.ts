import { sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import type { HttpError } from '../http/HttpError';

/** One per-user or per-address limit, counted from the rows its own writes leave behind. */
export interface CountedLimit {
  /** What is counted, e.g. `contact-address:${address}`: attempts under one key wait for each other. */
  key: string;
  /** How many the window allows. */
  limit: number;
  /** How many were already made in the window, read inside the caller's transaction. */
  used(tx: Database): Promise<number>;
  /** The answer once the limit is reached (a French 429). */
  refusal(): HttpError;
}

/**
 * Inside the caller's transaction, before the write that the limit counts: takes the
 * transaction-scoped advisory lock of `key`, counts, and refuses past the limit. Concurrent
 * attempts under one key wait here until the one before commits (or rolls back), so that a burst
 * cannot slip between the count and the write: 100 requests at once store exactly `limit` rows.
 * The caller must write with `tx` only until it commits (another connection of the pool would
 * wait for this lock's holder forever when the pool is full).
 */
export async function admitUnderLimit(tx: Database, counted: CountedLimit): Promise<void> {
  await lockUntilCommit(tx, counted.key);
  if ((await counted.used(tx)) >= counted.limit) throw counted.refusal();
}

/** The transaction-scoped advisory lock of `key`: released by the commit or the rollback. */
export async function lockUntilCommit(tx: Database, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export const HOUR_MS = 3600_000;
