import type { RequestHandler } from 'express';
import { isAllowed, type AccessKey } from '@canal/contracts';
import { forbidden, notConnected } from '../http/HttpError';
import '../http/requestTypes';

/** The server's own role check: a visitor gets 401 (log in), a logged-in user without the grant 403. */
export function requireAccess(access: AccessKey): RequestHandler {
  return (req, _res, next) => {
    const principal = req.principal;
    if (principal && isAllowed(access, principal)) return next();
    next(!principal || principal.role === 'visitor' ? notConnected() : forbidden());
  };
}
