import express, { type Express, type RequestHandler } from 'express';
import type { Operations } from './Operations';
import { httpMetrics } from './httpMetrics';
import { OPERATIONS_ROUTES, operationsRoutes, type MetricsAccess } from './operationsRoutes';
import { routeLabeler, type DeclaredRoute } from './routeLabels';

/**
 * The app a process listens with: every request timed by its declared route (`routes`, plus the
 * operations endpoints), then /healthz, /readyz and /metrics (no session, no rate limit), then `handler`.
 */
export function withOperations(operations: Operations, access: MetricsAccess, routes: readonly DeclaredRoute[], handler: RequestHandler): Express {
  const root = express();
  root.disable('x-powered-by');
  root.use(httpMetrics(operations.registry, routeLabeler([...OPERATIONS_ROUTES, ...routes])));
  root.use(operationsRoutes(operations, access));
  root.use(handler);
  return root;
}
