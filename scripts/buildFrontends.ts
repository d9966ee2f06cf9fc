import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration, type Stats } from '@rspack/core';
import { FRONTENDS } from '../tools/federation/frontends';
import { remoteConfig, shellConfig } from '../tools/federation/frontendConfig';
import { readRemotePages, type RemotePages } from '../tools/federation/remoteRoutes';
import { loadConfig } from '../services/core/src/config/loadConfig';
import { precompressFolder } from '../services/gateway/src/static/precompression';
import { publishBuild, readPointers, readPublishedBuild, writeRoutesFile } from '../services/gateway/src/registry/remoteBuilds';
import { writeAntdStyles } from '../tools/federation/antdStyles';
import { frontendDigest, readStamp, stampFile, writeStamp } from '../tools/build/frontendStamp';

const root = path.resolve(__dirname, '..');

interface Frontend {
  name: string;
  /** Absolute folder of its sources. */
  folder: string;
  /** A remote's pages, read from its src/routes.ts; none for the shell. */
  pages: RemotePages | null;
}

/**
 * `chat` or `chat --source .tmp/copy/mfe-chat`: the frontends named (all when none), and a folder to
 * build the one remote from. `--if-changed` (npm start) builds only what changed since its last build.
 */
function readArguments(all: string[]): { names: string[]; source: string | null; ifChanged: boolean } {
  const ifChanged = all.includes('--if-changed');
  const args = all.filter((arg) => arg !== '--if-changed');
  const at = args.indexOf('--source');
  if (at === -1) return { names: args, source: null, ifChanged };
  const source = args[at + 1];
  const names = args.filter((_arg, index) => index !== at && index !== at + 1);
  if (!source || names.length !== 1 || names[0] === 'shell') {
    throw new Error('--source <folder> builds one remote from a copy of its folder: npm run build -- chat --source <folder>');
  }
  return { names, source: path.resolve(source), ifChanged };
}

/** Whether a front end's last build is still there to serve: the shell's page, a remote's current build. */
async function hasBuild(remotesDir: string, frontend: Frontend): Promise<boolean> {
  if (!frontend.pages) return fs.existsSync(path.join(frontend.folder, 'dist', 'index.html'));
  const { current } = await readPointers(remotesDir, frontend.name);
  return current !== null && (await readPublishedBuild(remotesDir, frontend.name, current)) !== null;
}

/**
 * Builds the shell and the five remotes, or only those named (`npm run build -- chat`), and publishes
 * each remote built (REMOTES_DIR, dist/remotes by default): its build becomes current, the one it
 * replaces stays as the previous. What is not named is left as it is, file for file.
 */
async function main(): Promise<void> {
  const { names, source, ifChanged } = readArguments(process.argv.slice(2));
  const production = process.env.NODE_ENV !== 'development';
  const remotesDir = loadConfig(process.env, root).remotesDir;
  const named: Frontend[] = await Promise.all(
    FRONTENDS.filter((frontend) => names.length === 0 || names.includes(frontend.name)).map(async (frontend) => {
      const folder = source ?? path.join(root, frontend.folder);
      return { name: frontend.name, folder, pages: frontend.name === 'shell' ? null : await readRemotePages(folder) };
    }),
  );
  const digests = new Map(
    named.map((frontend) => [frontend.name, frontendDigest(root, path.relative(root, frontend.folder), production ? 'production' : 'development')]),
  );
  const stampOf = (frontend: Frontend) => stampFile(remotesDir, root, frontend.name, path.relative(root, frontend.folder));
  const unchanged = async (frontend: Frontend) => readStamp(stampOf(frontend)) === digests.get(frontend.name) && (await hasBuild(remotesDir, frontend));
  const chosen = ifChanged
    ? (await Promise.all(named.map(async (frontend) => ((await unchanged(frontend)) ? null : frontend)))).filter((f) => f !== null)
    : named;
  if (chosen.length === 0) {
    process.stdout.write('Frontends up to date: nothing to build.\n');
    return;
  }
  const configs: Configuration[] = chosen.map((frontend) =>
    frontend.pages ? remoteConfig({ ...frontend, production, exposes: frontend.pages.exposes }) : shellConfig({ ...frontend, production }),
  );
  const started = Date.now();
  writeAntdStyles();
  const stats = await new Promise<Stats[]>((resolve, reject) => {
    rspack(configs).run((error, result) => (error || !result ? reject(error ?? new Error('Rspack returned no stats.')) : resolve(result.stats)));
  });
  const failed = stats.filter((stat) => stat.hasErrors());
  for (const stat of failed) process.stderr.write(`${stat.toString({ all: false, errors: true, colors: false })}\n`);
  if (failed.length > 0) process.exit(1);
  const built = Date.now();
  // The version is the hash of the files as Rspack wrote them, and of the routes, before compression.
  for (const frontend of chosen) if (frontend.pages) writeRoutesFile(path.join(frontend.folder, 'dist'), frontend.name, frontend.pages.routes);
  // Compressed once here, served as they are by the gateway: no brotli 11 on every request.
  const compressed = await Promise.all(chosen.map((frontend) => precompressFolder(path.join(frontend.folder, 'dist'))));
  const published: string[] = [];
  for (const frontend of chosen) {
    if (!frontend.pages) continue;
    const pointers = await publishBuild(remotesDir, frontend.name, path.join(frontend.folder, 'dist'));
    published.push(`${frontend.name} ${pointers.current}${pointers.previous ? ` (previous ${pointers.previous})` : ''}`);
  }
  // Written once the build is served: a build that failed half-way is built again at the next start.
  for (const frontend of chosen) writeStamp(stampOf(frontend), digests.get(frontend.name) ?? '');
  const raw = compressed.reduce((sum, folder) => sum + folder.rawBytes, 0);
  const br = compressed.reduce((sum, folder) => sum + folder.brBytes, 0);
  const files = compressed.reduce((sum, folder) => sum + folder.files, 0);
  const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
  process.stdout.write(
    `Frontends built (${chosen.map((c) => c.name).join(', ')}) in ${seconds(started, built)} s; ` +
      `${files} files precompressed (.br ${(br / 1024).toFixed(0)} KB of ${(raw / 1024).toFixed(0)} KB, and .gz) in ${seconds(built, Date.now())} s\n` +
      (published.length > 0 ? `Published in ${path.relative(root, remotesDir) || '.'}: ${published.join(', ')}\n` : ''),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
