import type { RequestHandler } from 'express';
import { HttpError } from '../http/HttpError';
import { requestCookie } from '../http/requestCookie';
import type { ServiceContext } from '../ServiceContext';
import { CSRF_COOKIE } from './sessionCookie';
import { isCsrfTokenOf } from './csrfTokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CSRF_HEADER = 'x-csrf-token';

/** Every state-changing call must carry the signature of the browser's nonce, in the header or as the `csrf` field. */
export function csrfMiddleware(ctx: ServiceContext): RequestHandler {
  return async (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const body: unknown = req.body;
    const fromBody = typeof body === 'object' && body !== null && 'csrf' in body ? body.csrf : undefined;
    const nonce = requestCookie(req, CSRF_COOKIE) ?? undefined;
    if (!(await isCsrfTokenOf(ctx.db, nonce, req.get(CSRF_HEADER) ?? fromBody))) {
      return next(new HttpError(403, 'Jeton de sécurité manquant ou expiré : rechargez la page puis réessayez.', 'csrf'));
    }
    next();
  };
}
