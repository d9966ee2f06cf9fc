import { createLogger, installJobTables, openDatabase, placeDemoSessions, seedDemo } from '@canal/service-core';

/** Migrates once (before the services start, so that they never race), creates the job tables, and seeds the demo when empty. */
export async function prepareDatabase(databaseUrl: string, seed: boolean): Promise<void> {
  const handle = await openDatabase({ url: databaseUrl, maxConnections: 2 });
  try {
    await installJobTables(handle.pool, createLogger('warn'));
    if (seed && (await seedDemo(handle.db, new Date()))) await placeDemoSessions(handle.db, new Date());
  } finally {
    await handle.close();
  }
}
