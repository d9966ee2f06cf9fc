import { rateLimit } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import type { Config } from '@canal/service-core';
import { sendError } from '@canal/service-core';

const LOGIN_PATHS = ['/api/auth/login', '/api/private/login', '/api/auth/rpwd', '/api/auth/cpwd'];

function limiter(perMinute: number, message: string): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // The key is req.ip: X-Forwarded-For only from a load balancer TRUST_PROXY names. Any client may
    // send the header; it is ignored, which is no misconfiguration to report.
    validate: { xForwardedForHeader: false },
    handler: (_req, res) => sendError(res, 429, 'rate_limited', message),
  });
}

/** Per address: every API call, and much tighter on login and password calls. */
export function rateLimits(config: Config): RequestHandler[] {
  const api = limiter(config.RATE_LIMIT_PER_MINUTE, 'Trop de requêtes : merci de patienter une minute avant de réessayer.');
  const login = limiter(config.LOGIN_RATE_LIMIT_PER_MINUTE, 'Trop de tentatives de connexion depuis cette adresse : réessayez dans une minute.');
  return [
    (req, res, next) => (req.path.startsWith('/api/') ? api(req, res, next) : next()),
    (req, res, next) => (req.method === 'POST' && LOGIN_PATHS.includes(req.path) ? login(req, res, next) : next()),
  ];
}
