import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import { sameToken } from '../sessions/tokens';
import './requestTypes';

/**
 * The client's address, as the gateway passes it to the services. The gateway is the only part
 * that sees the client's connection; a service sees the gateway, or any peer of the private network.
 * So the gateway signs the address it determined, with the time, under a secret it shares with the
 * services (CLIENT_ADDRESS_SECRET), and a service believes that header and nothing else: no
 * X-Forwarded-For, no `trust proxy`. Every per-address limit reads the verified address, so a peer
 * that rotates headers is still one address, and cannot aim a lockout at someone else's.
 *
 *   x-canal-client-address: 203.0.113.7;1767225600000;<HMAC-SHA256 base64url>
 */
export const CLIENT_ADDRESS_HEADER = 'x-canal-client-address';

/**
 * How far the signature's time may be from the service's clock, either way: the gateway signs as
 * it passes the request on, so a few seconds suffice; the margin covers the clocks of two hosts.
 * A header captured on the private network is believed this long at most.
 */
export const CLIENT_ADDRESS_WINDOW_MS = 30_000;

function signature(secret: string, address: string, at: number): string {
  return crypto.createHmac('sha256', secret).update(`client-address\n${address}\n${at}`).digest('base64url');
}

/** The header's value for `address`, signed at `at` (ms since the epoch). */
export function signClientAddress(secret: string, address: string, at: number): string {
  return `${address};${at};${signature(secret, address, at)}`;
}

/** The address a header carries when its signature is ours and recent; null for anything else. */
export function verifiedClientAddress(secret: string, header: string | undefined, now: number): string | null {
  if (!header || header.length > 300) return null;
  const parts = header.split(';');
  if (parts.length !== 3) return null;
  const [address, atText, signed] = parts;
  if (!address || !/^[0-9]{1,15}$/.test(atText)) return null;
  const at = Number(atText);
  if (Math.abs(now - at) > CLIENT_ADDRESS_WINDOW_MS) return null;
  return sameToken(signed, signature(secret, address, at)) ? address : null;
}

/**
 * Values of this second, kept for the next calls of the same second: a busy address (a hospital's
 * network, a proxy) is signed and checked once a second, not twice a request. Emptied as each second
 * starts, so an entry is never believed past the second it was made in.
 */
export class OfThisSecond<V> {
  private readonly values = new Map<string, V>();
  private second = 0;

  constructor(private readonly maxEntries = 10_000) {}

  get(key: string, nowMs: number, make: () => V): V {
    const second = Math.floor(nowMs / 1000);
    if (second !== this.second || this.values.size >= this.maxEntries) {
      this.second = second;
      this.values.clear();
    }
    let value = this.values.get(key);
    if (value === undefined) this.values.set(key, (value = make()));
    return value;
  }
}

/** The header for `address` now: signed at the start of the current second, once per address and second. */
export function clientAddressSigner(secret: string): (address: string, nowMs: number) => string {
  const signed = new OfThisSecond<string>();
  return (address, nowMs) => signed.get(address, nowMs, () => signClientAddress(secret, address, nowMs - (nowMs % 1000)));
}

/** `verifiedClientAddress` at `nowMs`, each header checked once a second ('' for one refused). */
export function clientAddressVerifier(secret: string): (header: string | undefined, nowMs: number) => string | null {
  const verified = new OfThisSecond<string>();
  return (header, nowMs) => {
    if (!header) return null;
    return verified.get(header, nowMs, () => verifiedClientAddress(secret, header, nowMs) ?? '') || null;
  };
}

/**
 * First on every service app: `req.clientAddress` is the address the gateway signed, or, for an
 * unsigned, badly signed or stale header, the socket's peer (a direct call is that peer's own).
 * The real clock, never the context's (tests stand at a fixed moment; the gateway signs with now).
 */
export function clientAddressOf(secret: string): RequestHandler {
  const verified = clientAddressVerifier(secret);
  return (req, _res, next) => {
    const header = req.headers[CLIENT_ADDRESS_HEADER];
    req.clientAddress = verified(typeof header === 'string' ? header : undefined, Date.now()) ?? req.socket.remoteAddress ?? '';
    next();
  };
}
