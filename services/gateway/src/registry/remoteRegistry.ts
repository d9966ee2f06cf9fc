import { z } from 'zod';
import { SERVICE_NAMES } from '@canal/contracts';
import { ConfigError, type Config } from '@canal/service-core';

export interface RemoteEntry {
  name: string;
  entry: string;
}

const remotesSchema = z.record(z.string(), z.string().min(1));

/** Each remote's manifest URL: from REMOTES (JSON name -> URL) or the gateway's own /remotes/{name}/. */
export function remoteRegistry(config: Config): RemoteEntry[] {
  let overrides: Record<string, string> = {};
  if (config.REMOTES) {
    const parsed = remotesSchema.safeParse(JSON.parse(config.REMOTES));
    if (!parsed.success) throw new ConfigError('Configuration invalide :\n  REMOTES: doit être un objet JSON { "nom": "url du manifeste" }');
    overrides = parsed.data;
  }
  return SERVICE_NAMES.map((name) => ({ name, entry: overrides[name] ?? `/remotes/${name}/mf-manifest.json` }));
}
