import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { gatewayApi, type RegisteredRemote } from '@canal/contracts/core';
import { callEndpoint } from '@canal/kit/core';
import { remoteFallbackPlugin } from './remoteFallbackPlugin';

/**
 * Reads the registry (GET /api/remotes) and registers each remote's manifest; answers the remotes
 * with their routes. A remote published or rolled back alone shows at the next load.
 */
export async function registerRemoteRegistry(): Promise<RegisteredRemote[]> {
  registerPlugins([RetryPlugin({ fetch: { retryTimes: 2, retryDelay: 500 }, script: { retryTimes: 2, retryDelay: 500 } }), remoteFallbackPlugin()]);
  const registry = await callEndpoint(gatewayApi.remotes, {});
  registerRemotes(registry.remotes.map((remote) => ({ name: remote.name, entry: new URL(remote.entry, window.location.origin).href })));
  return registry.remotes;
}
