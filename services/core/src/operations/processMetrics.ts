import { collectDefaultMetrics, Registry } from 'prom-client';

let shared: Registry | null = null;

/**
 * prom-client's default metrics (event-loop lag, heap, GC, CPU, handles): facts of the Node
 * process, so one registry per process, whatever number of contexts a test file opens.
 */
export function processMetrics(): Registry {
  if (!shared) {
    shared = new Registry();
    collectDefaultMetrics({ register: shared });
  }
  return shared;
}

/** The event loop's delay (p99 since the last read, in ms), as the operations page shows it. */
export async function eventLoopLagMs(): Promise<number> {
  // prom-client sets the percentiles when it collects the lag itself (and then starts a new window).
  await processMetrics().getSingleMetric('nodejs_eventloop_lag_seconds')?.get();
  const metric = processMetrics().getSingleMetric('nodejs_eventloop_lag_p99_seconds');
  const value = metric ? (await metric.get()).values[0]?.value : undefined;
  return Math.round((value ?? 0) * 100_000) / 100;
}
