import type { Request } from 'express';
import { CSRF_COOKIE } from './sessionCookie';
import { sha256 } from './tokens';
import { requestCookie } from '../http/requestCookie';
import '../http/requestTypes';

/**
 * Who may claim a temporary upload (and see it under /cache/tmp/): the session that sent it, or for
 * a visitor the browser, known by its CSRF nonce (hashed: with the server's secret the nonce makes
 * the token). Another session's form, a staff member's included, cannot take it. Null without either.
 */
export function uploadHolderOf(req: Request): string | null {
  if (req.canalSession) return `session:${req.canalSession.idHash}`;
  const nonce = requestCookie(req, CSRF_COOKIE);
  return nonce ? `visitor:${sha256(nonce)}` : null;
}
