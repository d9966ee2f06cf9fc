import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import { VISITOR } from '@canal/contracts';
import type { ServiceContext } from '../ServiceContext';
import { csrfTokenOf, newCsrfNonce } from './csrfTokens';
import { recordLastContact } from './recordLastContact';
import { CSRF_COOKIE, SESSION_COOKIE } from './sessionCookie';
import { requestCookie } from '../http/requestCookie';
import '../http/requestTypes';

export function sessionCookieOptions(ctx: ServiceContext, expires?: Date): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: ctx.config.COOKIE_SECURE, path: '/', expires };
}

/** Reads the session cookie once per request (the process's cache first) and sets `req.canalSession` and `req.principal`. */
export function sessionMiddleware(ctx: ServiceContext): RequestHandler {
  return async (req, _res, next) => {
    const cookieValue = requestCookie(req, SESSION_COOKIE);
    const session = cookieValue ? await ctx.sessions.load(cookieValue, ctx.now()) : null;
    req.canalSession = session ?? undefined;
    req.principal = session?.user ? { role: session.user.role, subRole: session.user.subRole } : VISITOR;
    next();
  };
}

/** Gives the browser a new nonce cookie (a year: the nonce proves nothing by itself, only its signature does). */
function setCsrfNonce(ctx: ServiceContext, req: Request, res: Response): string {
  const nonce = newCsrfNonce();
  res.cookie(CSRF_COOKIE, nonce, sessionCookieOptions(ctx, new Date(ctx.now().getTime() + 365 * 86400_000)));
  req.canalCsrfNonce = nonce;
  return nonce;
}

/** The browser's CSRF token: the signature of its nonce cookie, which is set here the first time (no row). */
export async function csrfTokenFor(ctx: ServiceContext, req: Request, res: Response): Promise<string> {
  const known = req.canalCsrfNonce ?? requestCookie(req, CSRF_COOKIE);
  const nonce = typeof known === 'string' && known.length >= 16 && known.length <= 64 ? known : setCsrfNonce(ctx, req, res);
  return csrfTokenOf(ctx.db, nonce);
}

/**
 * Starts the session of a user who just proved who they are, and sets its cookie; the previous one is
 * revoked. The CSRF nonce is replaced too: a token learnt before the login (planted with a nonce
 * cookie by someone else, read from an earlier page) does not carry over into the session.
 * `csrfTokenFor` then answers the new token, which the login's answer gives the browser.
 */
export async function startSession(ctx: ServiceContext, req: Request, res: Response, userId: number) {
  const previous = req.canalSession;
  if (previous) await ctx.sessions.revoke(previous.idHash);
  const created = await ctx.sessions.create(userId, ctx.now());
  res.cookie(SESSION_COOKIE, created.cookieValue, sessionCookieOptions(ctx, created.expiresAt));
  setCsrfNonce(ctx, req, res);
  req.canalSession = created.session;
  // A login is a contact: the account's retention counts again from today.
  await recordLastContact(ctx, userId);
  return created.session;
}

export async function endSession(ctx: ServiceContext, req: Request, res: Response) {
  if (req.canalSession) await ctx.sessions.revoke(req.canalSession.idHash);
  req.canalSession = undefined;
  res.clearCookie(SESSION_COOKIE, sessionCookieOptions(ctx));
}
