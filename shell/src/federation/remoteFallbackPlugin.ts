import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailable } from './RemoteUnavailable';

/**
 * When a remote's manifest or code cannot be loaded, answer with a page that says so in French,
 * inside the frame, instead of an exception: the rest of the site keeps working.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'canal-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[federation] ${id} indisponible (${lifecycle})`, error);
      if (lifecycle === 'onLoad') return () => ({ __esModule: true, default: RemoteUnavailable });
      return undefined;
    },
  };
}
