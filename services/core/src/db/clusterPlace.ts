import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from '../log/createLogger';
import { reachableBy, type PostgresUser } from './postgresUser';

/**
 * Where a server started by root keeps what the `postgres` user must reach when the data folder is
 * closed to it (a clone in root's home, a `mktemp -d`): durable (not a temporary folder that the
 * system empties), outside any home, open for walking through, one cluster per data folder.
 */
export const ROOT_PLACES = '/var/lib/canal-pneumo';

/** A postgres left running by a process that was killed (kill -9) still holds the folder: stop it. */
export async function stopOrphan(cluster: string, logger: Logger): Promise<void> {
  const pidFile = path.join(cluster, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return; // not running: postgres removes a stale pid file itself
  }
  logger.warn('stopping a PostgreSQL left running by an earlier process', { pid });
  for (let i = 0; i < 100; i += 1) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The folder under `places` that holds the cluster of one data folder: its name and a digest of its full path. */
export function relocatedCluster(places: string, dataDir: string): string {
  const name = path.basename(dataDir).replace(/[^A-Za-z0-9._-]/g, '_');
  const digest = crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12);
  return path.join(places, 'clusters', `${name}-${digest}`);
}

const ownerFile = (cluster: string) => `${cluster}.data-dir`;

function isUnder(folder: string, parent: string): boolean {
  return folder.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);
}

/**
 * Clusters of data folders made under the system's temporary folder (`DATA_DIR=$(mktemp -d)`) that no
 * longer exist: nobody can start them again, so they are removed. A data folder anywhere else keeps its
 * cluster even when missing (a disk not mounted yet).
 */
async function removeClustersOfDeletedTemporaryFolders(places: string, logger: Logger): Promise<void> {
  const clusters = path.join(places, 'clusters');
  if (!fs.existsSync(clusters)) return;
  for (const entry of fs.readdirSync(clusters)) {
    if (!entry.endsWith('.data-dir')) continue;
    const cluster = path.join(clusters, entry.slice(0, -'.data-dir'.length));
    const owner = fs.readFileSync(path.join(clusters, entry), 'utf8');
    if (!isUnder(owner, fs.realpathSync(os.tmpdir())) || fs.existsSync(owner)) continue;
    await stopOrphan(cluster, logger);
    fs.rmSync(cluster, { recursive: true, force: true });
    fs.rmSync(ownerFile(cluster), { force: true });
    logger.info('removed the PostgreSQL cluster of a deleted temporary data folder', { cluster, dataDir: owner });
  }
}

/** Renamed when on the same disk; copied with owners and modes (`cp -a`: the files are postgres's) otherwise. */
function moveFolder(from: string, to: string): void {
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    execFileSync('cp', ['-a', from, to]);
    fs.rmSync(from, { recursive: true, force: true });
  }
}

/** Makes `places` (and its clusters folder) exist, owned by root, open for walking through only. */
function preparePlaces(places: string): void {
  for (const folder of [places, path.join(places, 'clusters')]) {
    fs.mkdirSync(folder, { recursive: true });
    fs.chmodSync(folder, 0o711);
  }
}

/**
 * The folder the cluster of `requested` (DATA_DIR/postgres) really lives in. Not root, or the data
 * folder open to `postgres`: where it was asked. Otherwise a folder under `places`, and DATA_DIR/postgres
 * becomes a symbolic link to it, which also says that the cluster belongs to this data folder: a data
 * folder without the link (deleted and made again) gets a new cluster; a cluster made in place before
 * the folder was closed is moved there.
 */
export async function placeCluster(requested: string, user: PostgresUser | null, places: string, logger: Logger): Promise<string> {
  const dataDir = path.dirname(path.resolve(requested));
  fs.mkdirSync(dataDir, { recursive: true });
  if (!user) return requested;
  const link = fs.lstatSync(requested, { throwIfNoEntry: false });
  if (!link?.isSymbolicLink() && reachableBy(user, dataDir)) return requested;
  preparePlaces(places);
  await removeClustersOfDeletedTemporaryFolders(places, logger);
  const realDataDir = fs.realpathSync(dataDir);
  const cluster = relocatedCluster(places, realDataDir);
  const ours = link?.isSymbolicLink() && path.resolve(dataDir, fs.readlinkSync(requested)) === cluster;
  if (!ours) {
    if (fs.existsSync(cluster)) {
      logger.warn('the data folder no longer links to its PostgreSQL cluster (made again?): the old cluster is removed', { cluster });
      await stopOrphan(cluster, logger);
      fs.rmSync(cluster, { recursive: true, force: true });
    }
    if (link?.isDirectory() && fs.existsSync(path.join(requested, 'PG_VERSION'))) {
      await stopOrphan(requested, logger);
      moveFolder(requested, cluster);
      logger.info('moved the PostgreSQL cluster out of the data folder, which postgres cannot reach', { cluster });
    } else {
      fs.rmSync(requested, { recursive: true, force: true });
    }
    fs.symlinkSync(cluster, requested, 'dir');
    fs.writeFileSync(ownerFile(cluster), realDataDir);
    logger.info('the data folder is closed to the postgres user: its PostgreSQL cluster lives outside it', { cluster, link: requested });
  }
  fs.mkdirSync(cluster, { recursive: true, mode: 0o700 });
  return cluster;
}
