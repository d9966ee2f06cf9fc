import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { serverSecrets } from '../db/schema';

const cache = new WeakMap<Database, Map<string, string>>();

/** A random secret kept in the database under `name`: every service process reads the same one. */
export async function serverSecret(db: Database, name: string): Promise<string> {
  const known = cache.get(db)?.get(name);
  if (known) return known;
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  const byName = cache.get(db) ?? new Map<string, string>();
  byName.set(name, row.value);
  cache.set(db, byName);
  return row.value;
}
