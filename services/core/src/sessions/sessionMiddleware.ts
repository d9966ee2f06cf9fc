import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import { VISITOR } from '@canal/contracts';
import type { ServiceContext } from '../ServiceContext';
import { SESSION_COOKIE } from './sessionCookie';
import '../http/requestTypes';

export function sessionCookieOptions(ctx: ServiceContext, expires?: Date): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: ctx.config.COOKIE_SECURE, path: '/', expires };
}

/** Reads the session cookie once per request and sets `req.canalSession` and `req.principal`. */
export function sessionMiddleware(ctx: ServiceContext): RequestHandler {
  return async (req, _res, next) => {
    const cookieValue: unknown = req.cookies?.[SESSION_COOKIE];
    const session = typeof cookieValue === 'string' && cookieValue ? await ctx.sessions.load(cookieValue, ctx.now()) : null;
    req.canalSession = session ?? undefined;
    req.principal = session?.user ? { role: session.user.role, subRole: session.user.subRole } : VISITOR;
    next();
  };
}

/** Starts a new session row (anonymous or for a user) and sets its cookie; the CSRF token can be carried over. */
export async function startSession(ctx: ServiceContext, req: Request, res: Response, userId: number | null) {
  const previous = req.canalSession;
  if (previous) await ctx.sessions.revoke(previous.idHash);
  const created = await ctx.sessions.create(userId, previous?.csrfToken, ctx.now());
  res.cookie(SESSION_COOKIE, created.cookieValue, sessionCookieOptions(ctx, created.expiresAt));
  req.canalSession = created.session;
  return created.session;
}

export async function endSession(ctx: ServiceContext, req: Request, res: Response) {
  if (req.canalSession) await ctx.sessions.revoke(req.canalSession.idHash);
  req.canalSession = undefined;
  res.clearCookie(SESSION_COOKIE, sessionCookieOptions(ctx));
}
