import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { remoteFallbackPlugin } from './remoteFallbackPlugin';

interface RegistryResponse {
  remotes: Array<{ name: string; entry: string }>;
}

/** Reads the registry (GET /api/remotes) and registers each remote's manifest: a new remote build shows at the next load. */
export async function registerRemoteRegistry(): Promise<void> {
  registerPlugins([RetryPlugin({ fetch: { retryTimes: 2, retryDelay: 500 }, script: { retryTimes: 2, retryDelay: 500 } }), remoteFallbackPlugin()]);
  const response = await fetch('/api/remotes', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`registre des remotes indisponible (${response.status})`);
  const registry = (await response.json()) as RegistryResponse;
  registerRemotes(registry.remotes.map((remote) => ({ name: remote.name, entry: new URL(remote.entry, window.location.origin).href })));
}
