import type { RequestHandler } from 'express';
import { CLIENT_ADDRESS_HEADER, signClientAddress, type Config } from '@canal/service-core';

/**
 * The client's address as the services must see it: the socket's peer, or the X-Forwarded-For
 * entry of a load balancer that TRUST_PROXY names (Express's `req.ip`), signed for the services
 * (clientAddress.ts in service-core). The header is set, never appended: whatever signed header a
 * client sent is replaced, so only the gateway speaks for the client. In all-in-one mode the
 * service apps read the same request object, so the path is the same in both modes.
 */
export function passClientAddress(config: Config): RequestHandler {
  return (req, _res, next) => {
    req.headers[CLIENT_ADDRESS_HEADER] = signClientAddress(config.CLIENT_ADDRESS_SECRET, req.ip ?? req.socket.remoteAddress ?? '', Date.now());
    next();
  };
}
