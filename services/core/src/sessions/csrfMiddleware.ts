import type { RequestHandler } from 'express';
import { HttpError } from '../http/HttpError';
import { sameToken } from './tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CSRF_HEADER = 'x-csrf-token';

/** Every state-changing call must carry the session's token, in the header or as the `csrf` field. */
export const csrfMiddleware: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const body: unknown = req.body;
  const fromBody = typeof body === 'object' && body !== null && 'csrf' in body ? (body as { csrf: unknown }).csrf : undefined;
  const sent = req.get(CSRF_HEADER) ?? fromBody;
  const expected = req.canalSession?.csrfToken;
  if (typeof sent !== 'string' || !expected || !sameToken(sent, expected)) {
    return next(new HttpError(403, 'Jeton de sécurité manquant ou expiré : rechargez la page puis réessayez.', 'csrf'));
  }
  next();
};
