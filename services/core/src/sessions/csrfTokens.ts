import crypto from 'node:crypto';
import type { Database } from '../db/openDatabase';
import { serverSecret } from '../forms/serverSecret';
import { randomToken, sameToken } from './tokens';

/**
 * Signed double submit: the browser holds a random nonce in an httpOnly cookie and sends its
 * HMAC (given by GET /api/ping) with every change. Another site can make the browser send the
 * cookie but can read neither it nor the token, and cannot sign a nonce without the server's
 * secret. Nothing is stored per visitor.
 */
export async function csrfTokenOf(db: Database, nonce: string): Promise<string> {
  const secret = await serverSecret(db, 'csrf');
  return crypto.createHmac('sha256', secret).update(nonce).digest('base64url');
}

export async function isCsrfTokenOf(db: Database, nonce: string | undefined, sent: unknown): Promise<boolean> {
  if (!nonce || typeof sent !== 'string' || !sent) return false;
  return sameToken(sent, await csrfTokenOf(db, nonce));
}

export const newCsrfNonce = () => randomToken(24);
