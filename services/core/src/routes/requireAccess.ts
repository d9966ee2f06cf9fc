import type { RequestHandler } from 'express';
import { isAllowed, type AccessKey } from '@canal/contracts';
import { forbidden, notConnected } from '../http/HttpError';
import { admitRoomPass, type RoomPassRule } from '../sessions/roomPass';
import '../http/requestTypes';

/**
 * The server's own role check: a visitor gets 401 (log in), a logged-in user without the grant 403.
 * A route of the live room (`roomPass`) first takes a room pass for its session as its member's login.
 */
export function requireAccess(access: AccessKey, roomPass?: RoomPassRule): RequestHandler {
  return (req, res, next) => {
    if (roomPass) admitRoomPass(req, roomPass);
    const principal = req.principal;
    if (principal && isAllowed(access, principal)) return next();
    // Marks the refusal as the guard's own, so that the permission test tells it from a handler's answer.
    res.setHeader(GUARD_HEADER, access);
    next(!principal || principal.role === 'visitor' ? notConnected() : forbidden());
  };
}

export const GUARD_HEADER = 'x-canal-refused-by';
