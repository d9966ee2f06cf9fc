/**
 * A per-address count of calls in a one-minute window that opens at an address's first call (what
 * express-rate-limit's memory store did, without its per-call hashing and checks: a tenth of a
 * polled answer's time). One process counts its own callers: the gateway is the only door.
 * Counting is a synchronous read and write of one entry, so two calls at once can never both take
 * the last place.
 */
export interface LimitVerdict {
  allowed: boolean;
  /** The IETF draft's headers (draft-ietf-httpapi-ratelimit-headers-08), and Retry-After once refused. */
  headers: ReadonlyArray<readonly [string, string]>;
}

export interface AddressLimiter {
  take(address: string, nowMs: number): LimitVerdict;
}

interface Window {
  count: number;
  endsAtMs: number;
}

const WINDOW_MS = 60_000;

export function addressLimiter(perMinute: number): AddressLimiter {
  const windows = new Map<string, Window>();
  const name = `"${perMinute}-in-1min"`;
  const policy = ['RateLimit-Policy', `${name}; q=${perMinute}; w=${WINDOW_MS / 1000}`] as const;
  let sweepAtMs = 0;
  // Windows that ended are dropped once a minute: the table holds the last minute's callers only.
  const sweep = (nowMs: number) => {
    if (nowMs < sweepAtMs) return;
    sweepAtMs = nowMs + WINDOW_MS;
    for (const [address, window] of windows) if (window.endsAtMs <= nowMs) windows.delete(address);
  };
  return {
    take(address, nowMs) {
      sweep(nowMs);
      let window = windows.get(address);
      if (!window || window.endsAtMs <= nowMs) windows.set(address, (window = { count: 0, endsAtMs: nowMs + WINDOW_MS }));
      window.count += 1;
      const allowed = window.count <= perMinute;
      const resetS = Math.max(0, Math.ceil((window.endsAtMs - nowMs) / 1000));
      const state = ['RateLimit', `${name}; r=${Math.max(0, perMinute - window.count)}; t=${resetS}`] as const;
      return { allowed, headers: allowed ? [policy, state] : [policy, state, ['Retry-After', String(resetS)]] };
    },
  };
}
