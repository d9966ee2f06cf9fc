import type { Bus, ServiceContext } from '@canal/service-core';

/**
 * Writes that arrive within a few milliseconds of each other go to PostgreSQL as one multi-row
 * `INSERT ... ON CONFLICT DO NOTHING RETURNING`: a quiz burst of 5,000 answers is a few dozen
 * statements instead of 5,000, and each caller learns, once the statement has committed (it runs
 * on its own, outside any transaction), whether its own row is the one stored or a row was there
 * already (a retry, a double click). A batch the database refuses (a row pointing at a question
 * deleted meanwhile) is written again row by row, so that only the faulty row's caller fails.
 */
export interface InsertBatch<Row> {
  /** Resolves once the row's batch has committed: true when this row was stored, false when its key was taken. */
  insert(row: Row): Promise<boolean>;
}

export interface BatchWriter<Row> {
  /** One statement for the rows (distinct keys), answering the keys it stored. */
  write(ctx: ServiceContext, rows: Row[]): Promise<string[]>;
  /** The row's unique key, as `write` answers it. */
  keyOf(row: Row): string;
}

/** How long the first row of a batch waits for others: short enough to go unnoticed, long enough to gather a burst. */
export const BATCH_WINDOW_MS = 4;
/** A batch is sent at once when it reaches this size (PostgreSQL takes 65,535 parameters per statement). */
export const BATCH_MAX_ROWS = 1000;

interface Waiting<Row> {
  row: Row;
  key: string;
  resolve(stored: boolean): void;
  reject(error: unknown): void;
}

/** Writes `waiting` in one statement; two rows of one key in the batch: the first is written, the others answered 'taken'. */
async function flush<Row>(ctx: ServiceContext, writer: BatchWriter<Row>, waiting: Waiting<Row>[]): Promise<void> {
  const first = new Map<string, Waiting<Row>>();
  for (const entry of waiting) if (!first.has(entry.key)) first.set(entry.key, entry);
  const settle = (stored: Set<string>) => {
    for (const entry of waiting) entry.resolve(first.get(entry.key) === entry && stored.has(entry.key));
  };
  try {
    settle(new Set(await writer.write(ctx, [...first.values()].map((entry) => entry.row))));
  } catch (error) {
    if (first.size === 1) {
      for (const entry of waiting) entry.reject(error);
      return;
    }
    // One bad row must not fail its neighbours: each is written alone, and only its own caller hears of a refusal.
    await Promise.all(
      [...first.values()].map((entry) =>
        flush(
          ctx,
          writer,
          waiting.filter((other) => other.key === entry.key),
        ),
      ),
    );
  }
}

/**
 * Group commit: while one statement runs, the rows that arrive wait and leave together as the next
 * one the moment it ends; with none running, the first row waits BATCH_WINDOW_MS for company. Under
 * a burst the batches grow by themselves to what the database absorbs in one statement's time.
 */
class Batcher<Row> implements InsertBatch<Row> {
  private waiting: Waiting<Row>[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing = false;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly writer: BatchWriter<Row>,
  ) {}

  insert(row: Row): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.waiting.push({ row, key: this.writer.keyOf(row), resolve, reject });
      if (this.writing) return;
      if (this.waiting.length >= BATCH_MAX_ROWS) this.send();
      else this.timer ??= setTimeout(() => this.send(), BATCH_WINDOW_MS);
    });
  }

  private send(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.waiting.splice(0, BATCH_MAX_ROWS);
    if (batch.length === 0) return;
    this.writing = true;
    void flush(this.ctx, this.writer, batch).finally(() => {
      this.writing = false;
      if (this.waiting.length > 0) this.send();
    });
  }
}

/**
 * A batched insert for `writer`: the function it returns gives the process's batch (one per context,
 * kept per bus like the other per-process registries). Its statements run on the context's pool,
 * never inside the caller's transaction: the routes that use it are not transactional, and a
 * caller's answer waits for the commit.
 */
export function defineInsertBatch<Row>(writer: BatchWriter<Row>): (ctx: ServiceContext) => InsertBatch<Row> {
  const batchers = new WeakMap<Bus, Batcher<Row>>();
  return (ctx) => {
    let batcher = batchers.get(ctx.bus);
    if (!batcher) batchers.set(ctx.bus, (batcher = new Batcher(ctx, writer)));
    return batcher;
  };
}
