import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import express from 'express';
import type { Operations } from './Operations';
import { httpMetrics } from './httpMetrics';
import { OPERATIONS_ROUTES, operationsRoutes, type MetricsAccess } from './operationsRoutes';
import { routeLabeler, type DeclaredRoute } from './routeLabels';

/** The operations endpoints' addresses, as Express matches them (any case, a trailing slash, a query). */
const OPERATIONS_ADDRESS = /^\/(?:healthz|readyz|metrics)\/?(?:\?|$)/i;

/**
 * What a process listens with: every request timed by its declared route (`routes`, plus the
 * operations endpoints), then /healthz, /readyz and /metrics (no session, no rate limit), then
 * `handler`. A plain function in front, not an Express app: every API call went through one more
 * app (its router, its request and response prototypes) only to reach these three addresses.
 */
export function withOperations(
  operations: Operations,
  access: MetricsAccess,
  routes: readonly DeclaredRoute[],
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): RequestListener {
  const timed = httpMetrics(operations.registry, routeLabeler([...OPERATIONS_ROUTES, ...routes]));
  const endpoints = express();
  endpoints.disable('x-powered-by');
  endpoints.use(operationsRoutes(operations, access));
  // What the operations router does not answer (another method) goes on to the handler, as before.
  endpoints.use((req, res) => handler(req, res));
  return (req, res) => {
    timed(req, res);
    if (OPERATIONS_ADDRESS.test(req.url ?? '')) endpoints(req, res);
    else handler(req, res);
  };
}
