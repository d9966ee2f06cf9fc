import crypto from 'node:crypto';
import { Router, type Request } from 'express';
import { notFoundHandler } from '../http/errorHandler';
import { METRICS_CONTENT_TYPE, type Operations } from './Operations';
import type { DeclaredRoute } from './routeLabels';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';
export const METRICS_PATH = '/metrics';

/** The operations endpoints, as routes the `route` label knows. */
export const OPERATIONS_ROUTES: readonly DeclaredRoute[] = [
  { method: 'get', path: HEALTH_PATH },
  { method: 'get', path: READY_PATH },
  { method: 'get', path: METRICS_PATH },
];

export interface MetricsAccess {
  /** METRICS_TOKEN: when set, every /metrics asks for it (Authorization: Bearer …). */
  token?: string;
  /** The public door (the gateway): without a token it never answers /metrics. */
  publicDoor: boolean;
}

function bearerOf(req: Request): string {
  const header = req.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
}

function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** Whether this request may read /metrics; a refused one is answered as an unknown address. */
export function mayReadMetrics(req: Request, access: MetricsAccess): boolean {
  if (access.token) return sameSecret(bearerOf(req), access.token);
  return !access.publicDoor;
}

const NO_STORE = 'no-store';

/**
 * GET /healthz (the process runs, with its dependencies' details), /readyz (can it serve: 503 for its own state, Operations.readiness),
 * /metrics (Prometheus text, or JSON for the operations page with Accept: application/json).
 * Mounted before everything else: no session, no rate limit, no body.
 */
export function operationsRoutes(operations: Operations, access: MetricsAccess): Router {
  const router = Router();
  router.get(HEALTH_PATH, async (_req, res) => {
    const report = await operations.health();
    res.setHeader('Cache-Control', NO_STORE);
    res.json(report);
  });
  router.get(READY_PATH, async (_req, res) => {
    const report = await operations.readiness();
    res.setHeader('Cache-Control', NO_STORE);
    res.status(report.ready ? 200 : 503).json(report);
  });
  router.get(METRICS_PATH, async (req, res, next) => {
    // Refused as an unknown address: nothing tells a visitor that metrics are there.
    if (!mayReadMetrics(req, access)) return notFoundHandler(req, res, next);
    res.setHeader('Cache-Control', NO_STORE);
    if (req.accepts(['text/plain', 'application/json']) === 'application/json') {
      res.json(await operations.metricsJson());
      return;
    }
    res.setHeader('Content-Type', METRICS_CONTENT_TYPE);
    res.send(await operations.metricsText());
  });
  return router;
}
