import type { Principal } from '@canal/contracts';
import type { LoadedSession } from '../sessions/sessionStore';

declare module 'express-serve-static-core' {
  interface Request {
    /** The session of the request's cookie, if it is valid; set by the session middleware. */
    canalSession?: LoadedSession;
    principal?: Principal;
    /** The client's address: the one the gateway signed, or the socket's peer (see clientAddress.ts). */
    clientAddress?: string;
    /** The CSRF nonce set during this request (a login rotates it): read before the request's cookie. */
    canalCsrfNonce?: string;
  }
}

export {};
