import type { RequestHandler } from 'express';
import type { Logger } from '@canal/service-core';

/** One structured line per API call: method, path (no query: it may hold keys), status and duration. */
export function logRequest(logger: Logger, method: string, path: string, status: number, ms: number): void {
  logger.info('request', { method, path, status, ms: Math.round(ms * 10) / 10 });
}

/** Logs every API call the gateway's chain answers (the polling lane logs its own through its door). */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (!req.path.startsWith('/api/')) return next();
    const started = process.hrtime.bigint();
    res.on('finish', () => logRequest(logger, req.method, req.path, res.statusCode, Number(process.hrtime.bigint() - started) / 1e6));
    next();
  };
}
