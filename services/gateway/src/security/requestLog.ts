import type { RequestHandler } from 'express';
import type { Logger } from '@canal/service-core';

/** One structured line per API call: method, path (no query: it may hold keys), status and duration. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (!req.path.startsWith('/api/')) return next();
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info('request', { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 });
    });
    next();
  };
}
