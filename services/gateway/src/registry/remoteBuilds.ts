import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { remoteBuildSchema, remoteVersionSchema, type RemoteBuild, type RemoteRoute } from '@canal/contracts';

/**
 * The published builds of the remotes, one folder per remote under REMOTES_DIR (dist/remotes):
 *
 *   chat/3f9c0d1e2a7b4c58/   a build, named by its version (its files' hash): mf-manifest.json, routes.json...
 *   chat/current             the version the registry gives browsers
 *   chat/previous            the version `npm run remote:rollback -- chat` goes back to
 *
 * A build folder never changes once written (same files, same version), so browsers cache it for a
 * year. The build writes here (`npm run build`), the gateway reads the pointers at each
 * GET /api/remotes: a publication or a rollback shows at the next page load, without a restart.
 */

/** The file written beside mf-manifest.json: the remote's routes and the version they belong to. */
export const ROUTES_FILE = 'routes.json';

/**
 * Module Federation's build statistics: read by no browser, and the order of their lists changes from
 * one build of the same sources to the next (parallel compilation), so they are not part of a version.
 */
const NOT_VERSIONED = new Set(['mf-stats.json']);

/**
 * The version of a build: a hash of its files (before compression: the .br/.gz twins are derived)
 * and of its routes, so that a route changed alone is a new version too, and the same sources built
 * again are the same version (publishing it changes nothing).
 */
export function buildVersion(folder: string, routes: RemoteRoute[]): string {
  const hash = createHash('sha256');
  const names = fs
    .readdirSync(folder, { recursive: true })
    .map(String)
    .filter((name) => !NOT_VERSIONED.has(name) && fs.statSync(path.join(folder, name)).isFile())
    .sort();
  for (const name of names)
    hash
      .update(`${name}\0`)
      .update(fs.readFileSync(path.join(folder, name)))
      .update('\0');
  hash.update(JSON.stringify(routes));
  return hash.digest('hex').slice(0, 16);
}

/** Writes routes.json into a fresh build's folder; its version is computed from the folder's files first. */
export function writeRoutesFile(folder: string, remote: string, routes: RemoteRoute[]): RemoteBuild {
  const build = remoteBuildSchema.parse({ remote, version: buildVersion(folder, routes), routes });
  fs.writeFileSync(path.join(folder, ROUTES_FILE), `${JSON.stringify(build, null, 2)}\n`);
  return build;
}

export interface Pointers {
  current: string | null;
  previous: string | null;
}

async function readPointer(file: string): Promise<string | null> {
  const text = await fs.promises.readFile(file, 'utf8').catch(() => null);
  const parsed = remoteVersionSchema.safeParse(text?.trim());
  return parsed.success ? parsed.data : null;
}

/** The current and previous versions of a remote (null when not published, or the pointer is unreadable). */
export async function readPointers(remotesDir: string, name: string): Promise<Pointers> {
  const [current, previous] = await Promise.all([readPointer(path.join(remotesDir, name, 'current')), readPointer(path.join(remotesDir, name, 'previous'))]);
  return { current, previous };
}

/** The routes.json of one published build, checked; null when it is missing or unreadable. */
export async function readPublishedBuild(remotesDir: string, name: string, version: string): Promise<RemoteBuild | null> {
  try {
    const parsed = remoteBuildSchema.safeParse(JSON.parse(await fs.promises.readFile(path.join(remotesDir, name, version, ROUTES_FILE), 'utf8')));
    return parsed.success && parsed.data.version === version ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A pointer is replaced whole (written aside, then renamed): a reader never sees half a version. */
function writePointer(remotesDir: string, name: string, pointer: keyof Pointers, version: string | null): void {
  const file = path.join(remotesDir, name, pointer);
  if (version === null) return fs.rmSync(file, { force: true });
  fs.writeFileSync(`${file}.${process.pid}`, `${version}\n`);
  fs.renameSync(`${file}.${process.pid}`, file);
}

/** Puts a folder in place under its final name in one step, so a half-copied build is never seen. */
function moveFolder(from: string, to: string): void {
  const aside = path.join(path.dirname(to), `.${path.basename(to)}.${process.pid}`);
  fs.rmSync(aside, { recursive: true, force: true });
  try {
    fs.renameSync(from, aside);
  } catch {
    // Another file system (a mounted volume): copied, then the copy is renamed.
    fs.cpSync(from, aside, { recursive: true });
    fs.rmSync(from, { recursive: true, force: true });
  }
  fs.renameSync(aside, to);
}

/** Removes the builds that are neither current nor previous: two are kept, the one to roll back to. */
function pruneBuilds(remotesDir: string, name: string, keep: Pointers): void {
  for (const entry of fs.readdirSync(path.join(remotesDir, name), { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === keep.current || entry.name === keep.previous) continue;
    if (remoteVersionSchema.safeParse(entry.name).success) fs.rmSync(path.join(remotesDir, name, entry.name), { recursive: true, force: true });
  }
}

/**
 * Publishes a built remote (a folder with its routes.json): moved to its version's folder, made
 * current, the current one becoming the previous. Publishing the current build again changes nothing.
 */
export async function publishBuild(remotesDir: string, name: string, builtFolder: string): Promise<Pointers> {
  const build = remoteBuildSchema.parse(JSON.parse(fs.readFileSync(path.join(builtFolder, ROUTES_FILE), 'utf8')));
  const target = path.join(remotesDir, name, build.version);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (fs.existsSync(target)) fs.rmSync(builtFolder, { recursive: true, force: true });
  else moveFolder(builtFolder, target);
  const before = await readPointers(remotesDir, name);
  const after = before.current === build.version ? before : { current: build.version, previous: before.current };
  writePointer(remotesDir, name, 'previous', after.previous);
  writePointer(remotesDir, name, 'current', after.current);
  pruneBuilds(remotesDir, name, after);
  return after;
}

export class RollbackRefused extends Error {}

/**
 * Puts a remote's previous build back in service (the two pointers swap: rolling back again returns
 * to the build just left). Takes effect at the next page load.
 */
export async function rollBack(remotesDir: string, name: string): Promise<Pointers> {
  const before = await readPointers(remotesDir, name);
  if (before.previous === null) throw new RollbackRefused(`« ${name} » n’a pas de build précédent à remettre en service (${path.join(remotesDir, name)}).`);
  if ((await readPublishedBuild(remotesDir, name, before.previous)) === null) {
    throw new RollbackRefused(`Le build précédent de « ${name} » (${before.previous}) est absent ou illisible : rien n’a été changé.`);
  }
  const after = { current: before.previous, previous: before.current };
  writePointer(remotesDir, name, 'previous', after.previous);
  writePointer(remotesDir, name, 'current', after.current);
  return after;
}
