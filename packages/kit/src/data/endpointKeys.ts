import type { Endpoint } from '@canal/contracts/core';

/** What names an endpoint's answers in the cache. */
export type EndpointName = Pick<Endpoint, 'method' | 'path'>;

/** Every cached answer of an endpoint, whatever its input: what a change invalidates (useEndpointMutation's `invalidates`). */
export function endpointKey(endpoint: EndpointName): readonly [string, string] {
  return [endpoint.method, endpoint.path];
}

/**
 * One answer's key: the endpoint, then its input (TanStack compares keys by value, whatever the order
 * of an object's keys). A server-given address or a scope (whose answer it is, when the input does not
 * say it) name another answer of the same endpoint, so they follow.
 */
export function endpointQueryKey(endpoint: EndpointName, input: unknown, url?: string, scope?: string | number | null): readonly unknown[] {
  const key = [...endpointKey(endpoint), input];
  return url === undefined && (scope === undefined || scope === null) ? key : [...key, { url, scope }];
}
