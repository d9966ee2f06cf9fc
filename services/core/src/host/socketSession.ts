import type { IncomingMessage } from 'node:http';
import type { ServiceContext } from '../ServiceContext';
import { SESSION_COOKIE } from '../sessions/sessionCookie';
import type { LoadedSession } from '../sessions/sessionStore';

function cookieValue(header: string | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The session of a socket's handshake (its cookie), the same one the HTTP calls see, or null. */
export async function socketSession(ctx: ServiceContext, request: IncomingMessage): Promise<LoadedSession | null> {
  const value = cookieValue(request.headers.cookie, SESSION_COOKIE);
  return value ? ctx.sessions.load(value, ctx.now()) : null;
}

/**
 * Cross-site WebSocket hijacking: a page of another site may open a socket to us with the user's
 * cookie. Browsers always send Origin on a handshake; it must be this site's (PUBLIC_URL or the
 * address the request came to). Clients that are not browsers send none and carry no cookie.
 */
export function isSameOriginHandshake(request: IncomingMessage, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const allowed = new Set([request.headers.host, request.headers['x-forwarded-host']].filter((host): host is string => typeof host === 'string'));
  if (publicUrl) allowed.add(new URL(publicUrl).host);
  return allowed.has(originHost);
}
