import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import proxyaddr from 'proxy-addr';
import { CLIENT_ADDRESS_HEADER, clientAddressSigner, type Config } from '@canal/service-core';

/**
 * The client as the gateway sees it: the socket's peer, or the X-Forwarded-For entry of a load
 * balancer that TRUST_PROXY names (any client may send the header; it is ignored otherwise). The
 * trust is compiled as Express compiles its 'trust proxy' setting (so it is `req.ip`), but read
 * from the request alone: the polling lane answers before Express and counts under the same address.
 */
export function gatewayClientAddress(config: Config): (req: IncomingMessage) => string {
  const trusted = proxyaddr.compile(config.TRUST_PROXY ? config.TRUST_PROXY.split(',').map((entry) => entry.trim()) : []);
  return (req) => proxyaddr(req, trusted);
}

/**
 * The client's address as the services must see it (`gatewayClientAddress`), signed for the services
 * (clientAddress.ts in service-core). The header is set, never appended: whatever signed header a
 * client sent is replaced, so only the gateway speaks for the client. In all-in-one mode the
 * service apps read the same request object, so the path is the same in both modes.
 */
export function passClientAddress(config: Config, addressOf: (req: IncomingMessage) => string): RequestHandler {
  const signed = clientAddressSigner(config.CLIENT_ADDRESS_SECRET);
  return (req, _res, next) => {
    req.headers[CLIENT_ADDRESS_HEADER] = signed(addressOf(req), Date.now());
    next();
  };
}
