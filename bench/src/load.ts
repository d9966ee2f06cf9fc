import autocannon from 'autocannon';

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** Errors, timeouts and non-2xx answers: a fast error is no throughput. */
  failures: number;
}

interface LoadOptions {
  connections?: number;
  seconds?: number;
  headers?: Record<string, string>;
}

/** `connections` keep-alive connections asking `url` for `seconds` (after a one-second warm-up). */
export async function loadTest(url: string, { connections = 100, seconds = 8, headers = {} }: LoadOptions = {}): Promise<Load> {
  await autocannon({ url, connections, duration: 1, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

export const formatLoad = (load: Load) =>
  `${Math.round(load.rps).toLocaleString('en-US').padStart(7)} req/s  p50 ${String(load.p50).padStart(4)} ms  p99 ${String(load.p99).padStart(4)} ms${load.failures ? `  (${load.failures} failed)` : ''}`;
