import type { IncomingMessage } from 'node:http';
import { flatHeaders, type HeaderList, type LaneDoor, type Logger } from '@canal/service-core';
import type { RateLimits } from './rateLimits';
import { logRequest } from './requestLog';
import type { SecurityHeaderSource } from './securityHeaders';

/**
 * The gateway as the polling lane must pass it (all-in-one mode): the same per-address count of API
 * calls, the same security headers, the Vary the chain's compression writes on every JSON answer,
 * the same log line, the same address (`gatewayClientAddress`): a poll counts alike in the lane and in the chain.
 */
export function gatewayLaneDoor(logger: Logger, headers: SecurityHeaderSource, limits: RateLimits): LaneDoor {
  // The source hands out the same list for the same host and origins: flattened once per list.
  const flattened = new WeakMap<HeaderList, string[]>();
  const flatOf = (list: HeaderList) => {
    let flat = flattened.get(list);
    if (!flat) flattened.set(list, (flat = [...flatHeaders(list), 'Vary', 'Accept-Encoding']));
    return flat;
  };
  return {
    async pass(req: IncomingMessage, path: string) {
      const verdict = limits.api.take(limits.addressOf(req), Date.now());
      if (!verdict.allowed) return null;
      // The lane answers polled JSON routes only.
      return [...flatOf(await headers(req, path, '', true)), ...flatHeaders(verdict.headers)];
    },
    answered(req, path, status, ms) {
      logRequest(logger, req.method ?? 'GET', path, status, ms);
    },
  };
}
