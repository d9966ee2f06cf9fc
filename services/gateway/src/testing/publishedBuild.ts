import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteRoute } from '@canal/contracts';
import { publishBuild, writeRoutesFile, type Pointers } from '../registry/remoteBuilds';
import { precompressFolder } from '../static/precompression';

/**
 * Publishes a remote's build made of these files and routes into `remotesDir`, as `npm run build --
 * {name}` does (routes.json, .br/.gz twins, then the pointers): the registry and the file server
 * see it as a real build.
 */
export async function publishTestBuild(remotesDir: string, name: string, files: Record<string, string>, routes: RemoteRoute[] = []): Promise<Pointers> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `canal-build-${name}-`));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), content);
  }
  writeRoutesFile(folder, name, routes);
  await precompressFolder(folder);
  return publishBuild(remotesDir, name, folder);
}
