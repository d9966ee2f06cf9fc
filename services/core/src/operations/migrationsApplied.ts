import fs from 'node:fs';
import path from 'node:path';
import type { Pool } from 'pg';
import { migrationsFolder } from '../db/openDatabase';

/** The moment of the newest migration this code ships (drizzle's journal), read once. */
let newestShipped: number | null = null;

function newestMigrationOfCode(): number {
  if (newestShipped === null) {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
    newestShipped = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return newestShipped;
}

/**
 * Throws unless the database holds every migration this code ships. Drizzle records each applied
 * migration with its journal time and applies those newer than the last recorded: the same test.
 */
export async function assertMigrationsApplied(pool: Pool): Promise<void> {
  const { rows } = await pool.query<{ newest: string | null }>('select max(created_at)::text as newest from drizzle.__drizzle_migrations');
  const newest = Number(rows[0]?.newest ?? 0);
  if (newest < newestMigrationOfCode()) throw new Error('des migrations de ce code ne sont pas appliquées à la base');
}
