import path from 'node:path';
import { z } from 'zod';
import { SERVICE_NAMES, type RegisteredRemote, type RemoteBuild } from '@canal/contracts';
import { ConfigError, type Config, type Logger } from '@canal/service-core';
import { cdnBuildReader, type CdnBuildReader } from './cdnBuilds';
import { readPointers, readPublishedBuild, ROUTES_FILE } from './remoteBuilds';

const remotesSchema = z.record(z.string(), z.string().min(1));

/** REMOTES (JSON name -> manifest URL): remotes served from elsewhere (a CDN) instead of the gateway's own published builds. */
export function overriddenEntries(config: Config): Record<string, string> {
  if (!config.REMOTES) return {};
  let json: unknown;
  try {
    json = JSON.parse(config.REMOTES);
  } catch {
    json = null;
  }
  const parsed = remotesSchema.safeParse(json);
  if (!parsed.success) throw new ConfigError('Configuration invalide :\n  REMOTES: doit être un objet JSON { "nom": "url du manifeste" }');
  return parsed.data;
}

export interface RemoteRegistry {
  /** Every remote that has a build: its manifest, version and routes, read now (GET /api/remotes). */
  list(): Promise<RegisteredRemote[]>;
}

export interface RegistryOptions {
  /** How long a CDN's routes.json is used before it is asked again (in the background). */
  cdnRefreshMs?: number;
}

/**
 * The remotes' registry. A remote published here (npm run build) is found through its `current`
 * pointer, read at each call, so a publication or a rollback shows at the next page load; a remote
 * of REMOTES through the routes.json beside its manifest, asked by the gateway itself. Routes that
 * cannot be read are replaced by the last ones known (this process's, else the previous build's),
 * so that the remote's pages still show the unavailable view instead of a 404.
 */
export function createRemoteRegistry(config: Config, logger: Logger, options: RegistryOptions = {}): RemoteRegistry {
  const overrides = overriddenEntries(config);
  const cdn: CdnBuildReader = cdnBuildReader(logger, options.cdnRefreshMs ?? 30_000);
  const lastKnown = new Map<string, RemoteBuild>();
  const warned = new Set<string>();

  const warnOnce = (key: string, message: string, fields: Record<string, unknown>) => {
    if (warned.has(key)) return;
    warned.add(key);
    logger.warn(message, fields);
  };

  /** The routes of this process's last good read, else those of the previous published build. */
  async function fallbackBuild(name: string): Promise<RemoteBuild | null> {
    const known = lastKnown.get(name);
    if (known) return known;
    const { current, previous } = await readPointers(config.remotesDir, name);
    for (const version of [current, previous]) {
      const build = version === null ? null : await readPublishedBuild(config.remotesDir, name, version);
      if (build) return build;
    }
    return null;
  }

  async function entryOf(name: string): Promise<RegisteredRemote | null> {
    const override = overrides[name];
    let entry: string;
    let build: RemoteBuild | null;
    if (override !== undefined) {
      entry = override;
      build = await cdn.read(new URL(ROUTES_FILE, new URL(override, config.PUBLIC_URL)).href);
    } else {
      const { current } = await readPointers(config.remotesDir, name);
      if (current === null) return null;
      entry = `/remotes/${name}/${current}/mf-manifest.json`;
      build = await readPublishedBuild(config.remotesDir, name, current);
    }
    if (build) {
      lastKnown.set(name, build);
      return { name, entry, version: build.version, routes: build.routes };
    }
    const fallback = await fallbackBuild(name);
    warnOnce(`routes:${name}:${entry}`, 'remote routes unreadable', {
      remote: name,
      entry,
      fallback: fallback?.version ?? null,
      remotesDir: path.resolve(config.remotesDir),
    });
    return fallback ? { name, entry, version: fallback.version, routes: fallback.routes } : null;
  }

  return {
    async list() {
      const found = await Promise.all(SERVICE_NAMES.map(entryOf));
      // Two remotes declaring one path: the first one (in SERVICE_NAMES order) keeps it, as a router would.
      const owners = new Map<string, string>();
      return found.flatMap((remote) => {
        if (!remote) return [];
        const routes = remote.routes.filter((route) => {
          const owner = owners.get(route.path);
          if (owner === undefined) {
            owners.set(route.path, remote.name);
            return true;
          }
          warnOnce(`path:${route.path}:${remote.name}`, 'route declared by two remotes', { path: route.path, kept: owner, dropped: remote.name });
          return false;
        });
        return [{ ...remote, routes }];
      });
    },
  };
}
