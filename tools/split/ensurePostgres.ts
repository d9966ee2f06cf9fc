import { run } from './run';

export interface PostgresTarget {
  url: string;
}

const ROLE = 'canal';
const PASSWORD = 'canal';
const LOCK = '/tmp/canal-postgres-start.lock';

/**
 * One statement as the postgres user, under the same lock as the start: two test files preparing
 * the cluster at once would otherwise both create the role (the second failing on 'already
 * exists') or copy template1 at the same moment.
 */
function psql(sql: string, database = 'postgres'): string {
  return run('flock', ['--close', LOCK, 'su', 'postgres', '-s', '/bin/sh', '-c', `psql -d '${database}' -tAc "$0"`, sql]).trim();
}

/**
 * Split-mode test files run in parallel and may both find the cluster down: under one lock, the
 * second sees it online and leaves it alone instead of failing on the first one's postmaster.pid.
 * `--close`: the postmaster started under the lock must not inherit and keep it.
 */
function startClusterOnce(version: string, name: string): void {
  const startIfDown = `pg_lsclusters -h ${version} ${name} | grep -q online || pg_ctlcluster ${version} ${name} start`;
  run('flock', ['--close', LOCK, 'sh', '-c', startIfDown]);
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
  // Created once whoever comes first: a role made meanwhile by another file is not an error.
  psql(`DO $$ BEGIN CREATE ROLE ${ROLE} LOGIN SUPERUSER PASSWORD '${PASSWORD}'; EXCEPTION WHEN duplicate_object THEN NULL; END $$`);
  const exists = psql(`SELECT 1 FROM pg_database WHERE datname = '${database}'`) === '1';
  if (exists && fresh) psql(`DROP DATABASE ${database} WITH (FORCE)`);
  if (!exists || fresh) psql(`CREATE DATABASE ${database} OWNER ${ROLE}`);
  return { url: `postgresql://${ROLE}:${PASSWORD}@127.0.0.1:${port}/${database}` };
}

/** Drops a database ensurePostgres made (nothing when DATABASE_URL was given): a test's own database, once it is done. */
export function dropPostgresDatabase(database: string): void {
  if (process.env.DATABASE_URL) return;
  psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}
