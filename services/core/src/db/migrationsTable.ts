import type { Pool } from 'pg';

/** Whether drizzle's record of applied migrations exists (not before the first migration). */
export async function migrationsTableExists(pool: Pool): Promise<boolean> {
  const { rows } = await pool.query<{ found: boolean }>("select to_regclass('drizzle.__drizzle_migrations') is not null as found");
  return rows[0]?.found ?? false;
}
