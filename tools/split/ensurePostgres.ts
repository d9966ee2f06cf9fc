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
 * A real PostgreSQL for split mode: DATABASE_URL when given, otherwise Debian's cluster on this
 * machine, started if needed, with a 'canal' role and the named database (recreated when `fresh`).
 */
export function ensurePostgres(database: string, fresh: boolean): PostgresTarget {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  const cluster = run('pg_lsclusters', ['-h']).trim().split('\n')[0]?.split(/\s+/);
  if (!cluster || cluster.length < 4) throw new Error("Aucun cluster PostgreSQL : installez le paquet Debian 'postgresql'.");
  const [version, name, port, status] = cluster;
  if (status !== 'online') run('pg_ctlcluster', [version, name, 'start']);
  if (psql(`SELECT 1 FROM pg_roles WHERE rolname = '${ROLE}'`) !== '1') {
    psql(`CREATE ROLE ${ROLE} LOGIN SUPERUSER PASSWORD '${PASSWORD}'`);
  }
  const exists = psql(`SELECT 1 FROM pg_database WHERE datname = '${database}'`) === '1';
  if (exists && fresh) psql(`DROP DATABASE ${database} WITH (FORCE)`);
  if (!exists || fresh) psql(`CREATE DATABASE ${database} OWNER ${ROLE}`);
  return { url: `postgresql://${ROLE}:${PASSWORD}@127.0.0.1:${port}/${database}` };
}
