import type { SQL } from 'drizzle-orm';
import type { Database } from './openDatabase';

/**
 * The rows of a hand-written query (aggregates drizzle's builder cannot say, such as range_agg or
 * unnest): node-postgres answers { rows }, which the generic database type leaves unknown.
 */
export async function rowsOf<T extends Record<string, unknown>>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute<T>(query)) as { rows: T[] };
  return result.rows;
}
