import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { Config } from '@canal/service-core';
import { sendError } from '@canal/service-core';
import { addressLimiter, type AddressLimiter } from './addressLimiter';

const LOGIN_PATHS = ['/api/auth/login', '/api/private/login', '/api/auth/rpwd', '/api/auth/cpwd'];
const TOO_MANY = 'Trop de requêtes : merci de patienter une minute avant de réessayer.';
const TOO_MANY_LOGINS = 'Trop de tentatives de connexion depuis cette adresse : réessayez dans une minute.';

function limited(limiter: AddressLimiter, addressOf: (req: IncomingMessage) => string, message: string): RequestHandler {
  return (req, res, next) => {
    const verdict = limiter.take(addressOf(req), Date.now());
    for (const [name, value] of verdict.headers) res.setHeader(name, value);
    if (verdict.allowed) return next();
    sendError(res, 429, 'rate_limited', message);
  };
}

/** Per address: every API call (`api`, also read by the polling lane), and much tighter on login and password calls. */
export interface RateLimits {
  api: AddressLimiter;
  /** The address a limit counts (`gatewayClientAddress`). */
  addressOf: (req: IncomingMessage) => string;
  handlers: RequestHandler[];
}

export function rateLimits(config: Config, addressOf: (req: IncomingMessage) => string): RateLimits {
  const api = addressLimiter(config.RATE_LIMIT_PER_MINUTE);
  const apiLimit = limited(api, addressOf, TOO_MANY);
  const loginLimit = limited(addressLimiter(config.LOGIN_RATE_LIMIT_PER_MINUTE), addressOf, TOO_MANY_LOGINS);
  return {
    api,
    addressOf,
    handlers: [
      (req, res, next) => (req.path.startsWith('/api/') ? apiLimit(req, res, next) : next()),
      (req, res, next) => (req.method === 'POST' && LOGIN_PATHS.includes(req.path) ? loginLimit(req, res, next) : next()),
    ],
  };
}
