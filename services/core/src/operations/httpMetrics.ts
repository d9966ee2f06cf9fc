import type { IncomingMessage, ServerResponse } from 'node:http';
import { Histogram, type Registry } from 'prom-client';
import type { RouteLabeler } from './routeLabels';

/** From a few milliseconds (a cached home page) to the 10 s a drain waits for. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

const DURATIONS = 'http_request_duration_seconds';

/** The process's one histogram of answer durations: the Express chain and the polling lane observe the same series. */
export function requestDurations(registry: Registry): Histogram {
  const known = registry.getSingleMetric(DURATIONS);
  if (known instanceof Histogram) return known;
  return new Histogram({
    name: DURATIONS,
    help: 'Durée des réponses HTTP, par route déclarée, méthode et classe de statut',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
}

/** Times every answer of this process, by declared route, method and status class (2xx, 4xx...). */
export function httpMetrics(registry: Registry, routeOf: RouteLabeler): (req: IncomingMessage, res: ServerResponse) => void {
  const duration = requestDurations(registry);
  return (req, res) => {
    const end = duration.startTimer();
    // 'close' as well: a client that leaves before the answer is counted once, under the status set so far.
    let done = false;
    const observe = () => {
      if (done) return;
      done = true;
      end({
        route: routeOf(req),
        method: req.method === 'POST' ? 'POST' : req.method === 'GET' || req.method === 'HEAD' ? 'GET' : 'OTHER',
        status_class: statusClass(res.statusCode),
      });
    };
    res.once('finish', observe);
    res.once('close', observe);
  };
}
