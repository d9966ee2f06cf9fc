import type { RequestHandler } from 'express';
import { isAllowed, type AccessKey } from '@canal/contracts';
import { forbidden, notConnected } from '../http/HttpError';
import '../http/requestTypes';

/** The server's own role check: a visitor gets 401 (log in), a logged-in user without the grant 403. */
export function requireAccess(access: AccessKey): RequestHandler {
  return (req, res, next) => {
    const principal = req.principal;
    if (principal && isAllowed(access, principal)) return next();
    // Marks the refusal as the guard's own, so that the permission test tells it from a handler's answer.
    res.setHeader(GUARD_HEADER, access);
    next(!principal || principal.role === 'visitor' ? notConnected() : forbidden());
  };
}

export const GUARD_HEADER = 'x-canal-refused-by';
