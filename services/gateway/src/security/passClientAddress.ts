import type { Request, RequestHandler } from 'express';
import { CLIENT_ADDRESS_HEADER, clientAddressSigner, type Config } from '@canal/service-core';

/**
 * The client's address as the services must see it: the socket's peer, or the X-Forwarded-For
 * entry of a load balancer that TRUST_PROXY names (Express's `req.ip`), signed for the services
 * (clientAddress.ts in service-core). The header is set, never appended: whatever signed header a
 * client sent is replaced, so only the gateway speaks for the client. In all-in-one mode the
 * service apps read the same request object, so the path is the same in both modes.
 */
/** The client as the gateway sees it: req.ip, so X-Forwarded-For only from a load balancer TRUST_PROXY names (any client may send the header; it is ignored). */
export const gatewayClientAddress = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? '';

export function passClientAddress(config: Config): RequestHandler {
  const signed = clientAddressSigner(config.CLIENT_ADDRESS_SECRET);
  return (req, _res, next) => {
    req.headers[CLIENT_ADDRESS_HEADER] = signed(gatewayClientAddress(req), Date.now());
    next();
  };
}
