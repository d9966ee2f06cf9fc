import { Pool, type PoolClient } from 'pg';
import type { Database } from './openDatabase';

/**
 * One connection of the pool under `db`, for what Drizzle cannot say: COPY streams (the RPPS
 * directory's import) and statements that must share a connection. Released when `work` ends.
 */
export async function withPgClient<T>(db: Database, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const pool: unknown = Reflect.get(db, '$client');
  if (!(pool instanceof Pool)) throw new Error('withPgClient: the database is not a node-postgres pool (a transaction cannot lend a connection).');
  const client = await pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}
