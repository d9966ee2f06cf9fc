import { run } from './run';

export interface PostgresTarget {
  url: string;
}

const ROLE = 'canal';
const PASSWORD = 'canal';

function psql(sql: string, database = 'postgres'): string {
  return run('psql', ['-d', database, '-tAc', sql], { asUser: 'postgres' }).trim();
}

/**
 * Split-mode test files run in parallel and may both find the cluster down: under one lock, the
 * second sees it online and leaves it alone instead of failing on the first one's postmaster.pid.
 * `--close`: the postmaster started under the lock must not inherit and keep it.
 */
function startClusterOnce(version: string, name: string): void {
  const startIfDown = `pg_lsclusters -h ${version} ${name} | grep -q online || pg_ctlcluster ${version} ${name} start`;
  run('flock', ['--close', '/tmp/canal-postgres-start.lock', 'sh', '-c', startIfDown]);
}

/**
 * A real PostgreSQL for split mode: DATABASE_URL when given, otherwise Debian's cluster on this
 * machine, started if needed, with a 'canal' role and the named database (recreated when `fresh`).
 */
export function ensurePostgres(database: string, fresh: boolean): PostgresTarget {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  const cluster = run('pg_lsclusters', ['-h']).trim().split('\n')[0]?.split(/\s+/);
  if (!cluster || cluster.length < 4) throw new Error("Aucun cluster PostgreSQL : installez le paquet Debian 'postgresql'.");
  const [version, name, port, status] = cluster;
  if (status !== 'online') startClusterOnce(version, name);
  if (psql(`SELECT 1 FROM pg_roles WHERE rolname = '${ROLE}'`) !== '1') {
    psql(`CREATE ROLE ${ROLE} LOGIN SUPERUSER PASSWORD '${PASSWORD}'`);
  }
  const exists = psql(`SELECT 1 FROM pg_database WHERE datname = '${database}'`) === '1';
  if (exists && fresh) psql(`DROP DATABASE ${database} WITH (FORCE)`);
  if (!exists || fresh) psql(`CREATE DATABASE ${database} OWNER ${ROLE}`);
  return { url: `postgresql://${ROLE}:${PASSWORD}@127.0.0.1:${port}/${database}` };
}
