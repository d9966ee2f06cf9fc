import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * The transaction Drizzle hands to `db.transaction(...)`: it is a `Database` too (its queries run
 * inside the transaction), so a function that writes through a `Database` runs in either. Name it
 * where a function must be called inside the caller's transaction (its writes and the caller's
 * commit or roll back together).
 */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  /** The connection pool under `db`, for the job queue (graphile-worker shares it). */
  pool: Pool;
  close: () => Promise<void>;
}

export const migrationsFolder = path.resolve(__dirname, '../../migrations');

export interface DatabaseOptions {
  url: string;
  /** Connections kept open; one process of the split mode needs fewer than the all-in-one. */
  maxConnections?: number;
}

/** Opens a PostgreSQL database (embedded or a server); migrating it is `migrateDatabase`'s work. */
export function openDatabase({ url, maxConnections = 20 }: DatabaseOptions): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: url, max: maxConnections });
  // An idle connection killed by the server (restart, failover) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return Promise.resolve({ db, pool, close: () => pool.end() });
}
