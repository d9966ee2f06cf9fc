import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Whether a front end must be built again at `npm start`.
 *
 * `npm start` used to rebuild the shell and the five remotes every time (a minute on two cores), and
 * publishing the rebuilt remote silently undid a `npm run remote:rollback` at the next restart. A
 * front end is now built at start only when what its build reads has changed since it was last built:
 * its own folder, the kit, the contracts, the federation tooling, the lock file and the build mode.
 * Stat calls only (name, size, modification time), as the server build does: checking takes
 * milliseconds. `npm run build` (explicit) always builds.
 */

/** The folders and files every front end's build reads besides its own folder. */
const SHARED_INPUTS = ['packages/kit', 'packages/contracts', 'tools/federation', 'package-lock.json', 'scripts/buildFrontends.ts'];

/** Outputs, not inputs (the kit's `generated` styles are written by every build). */
const SKIPPED = new Set(['node_modules', 'dist', 'generated', '.tmp', 'test-results']);

function listFiles(root: string, relative: string, into: string[]): void {
  const absolute = path.join(root, relative);
  if (!fs.existsSync(absolute)) return;
  if (!fs.statSync(absolute).isDirectory()) {
    into.push(relative);
    return;
  }
  for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) listFiles(root, child, into);
    else if (!/\.test\.tsx?$/.test(entry.name)) into.push(child);
  }
}

/** A digest of what building `folder` reads, in `mode` ('production' or 'development'). */
export function frontendDigest(root: string, folder: string, mode: string): string {
  const files: string[] = [];
  for (const input of [folder, ...SHARED_INPUTS]) listFiles(root, input, files);
  const hash = crypto.createHash('sha256');
  hash.update(`${mode}\n${fs.readFileSync(__filename, 'utf8')}\n`);
  for (const file of files.sort()) {
    const stat = fs.statSync(path.join(root, file));
    hash.update(`${file} ${stat.size} ${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** Where the digest of a front end's last build is kept: beside the published remotes, or in the shell's dist. */
export function stampFile(remotesDir: string, root: string, name: string, folder: string): string {
  return name === 'shell' ? path.join(root, folder, 'dist', '.sources.sha256') : path.join(remotesDir, name, '.sources.sha256');
}

export function readStamp(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

export function writeStamp(file: string, digest: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, `${digest}\n`);
  fs.renameSync(`${file}.tmp`, file);
}
