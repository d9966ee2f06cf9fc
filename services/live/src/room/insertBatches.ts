import { groupedCalls, type Bus, type ServiceContext, type Waiting } from '@canal/service-core';

/**
 * Writes that arrive together go to PostgreSQL as one multi-row `INSERT ... ON CONFLICT DO NOTHING
 * RETURNING` (core groupedCalls: while one statement runs, the rows arriving meanwhile wait and leave
 * together as the next one): a quiz burst of 5,000 answers is a few statements instead of 5,000, and
 * each caller learns, once the statement has committed (it runs on its own, outside any transaction),
 * whether its own row is the one stored or a row was there already (a retry, a double click). A
 * statement the database refuses (a row pointing at a question deleted meanwhile) is written again
 * row by row, so that only the faulty row's caller fails.
 */
export interface InsertBatch<Row> {
  /**
   * Resolves once the row's statement has committed, with the row that holds its key: this row when
   * it was stored, the row of a call of the same statement that took the key first (a double click
   * arriving with its first click: answered without reading it back), null when the key was taken
   * before this statement (read the stored row).
   */
  insert(row: Row): Promise<Row | null>;
}

export interface BatchWriter<Row> {
  /** One statement for the rows (distinct keys), answering the keys it stored. */
  write(ctx: ServiceContext, rows: Row[]): Promise<string[]>;
  /** The row's unique key, as `write` answers it. */
  keyOf(row: Row): string;
}

/** How long the first row waits for others when no statement runs: short enough to go unnoticed, long enough to gather a burst. */
export const BATCH_WINDOW_MS = 4;

/** Writes `waiting` in one statement; two rows of one key in the group: the first is written, the others answered with it. */
async function flush<Row>(ctx: ServiceContext, writer: BatchWriter<Row>, waiting: Waiting<Row, Row | null>[]): Promise<void> {
  const first = new Map<string, Waiting<Row, Row | null>>();
  for (const entry of waiting) {
    const key = writer.keyOf(entry.input);
    if (!first.has(key)) first.set(key, entry);
  }
  try {
    const stored = new Set(
      await writer.write(
        ctx,
        [...first.values()].map((entry) => entry.input),
      ),
    );
    for (const entry of waiting) {
      const key = writer.keyOf(entry.input);
      entry.resolve(stored.has(key) ? (first.get(key)?.input ?? null) : null);
    }
  } catch (error) {
    if (first.size === 1) return waiting.forEach((entry) => entry.reject(error));
    // One bad row must not fail its neighbours: each key is written alone, and only its own callers hear of a refusal.
    await Promise.all(
      [...first.keys()].map((key) =>
        flush(
          ctx,
          writer,
          waiting.filter((entry) => writer.keyOf(entry.input) === key),
        ),
      ),
    );
  }
}

/**
 * A batched insert for `writer`: the function it returns gives the process's batch (one per context,
 * kept per bus like the other per-process registries). Its statements run on the context's pool,
 * never inside the caller's transaction: the routes that use it are not transactional, and a
 * caller's answer waits for the commit.
 */
export function defineInsertBatch<Row>(writer: BatchWriter<Row>): (ctx: ServiceContext) => InsertBatch<Row> {
  const batches = new WeakMap<Bus, InsertBatch<Row>>();
  return (ctx) => {
    let batch = batches.get(ctx.bus);
    if (!batch) {
      const insert = groupedCalls<Row, Row | null>((group) => flush(ctx, writer, group), { windowMs: BATCH_WINDOW_MS });
      batches.set(ctx.bus, (batch = { insert }));
    }
    return batch;
  };
}
