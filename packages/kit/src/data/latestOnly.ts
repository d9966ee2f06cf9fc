/** One request of a sequence: `isLatest()` turns false as soon as a newer one begins or the sequence is invalidated. */
export interface Ticket {
  isLatest(): boolean;
}

export interface LatestOnly {
  /** Starts a request: only the most recent ticket may apply its answer. */
  begin(): Ticket;
  /** Makes every ticket handed out so far stale (the input changed, the component left, the data was edited locally). */
  invalidate(): void;
}

/**
 * The out-of-order guard of every data fetch: a late answer to an older request never overwrites
 * the answer of a newer one. Pure bookkeeping, so that it is tested without React or a network.
 */
export function latestOnly(): LatestOnly {
  let current = 0;
  return {
    begin() {
      const mine = ++current;
      return { isLatest: () => mine === current };
    },
    invalidate() {
      current++;
    },
  };
}
