import path from 'node:path';
import { createLogger, diskStorage, installJobTables, loadConfig, openDatabase } from '@canal/service-core';
import { placeDemoSessions, seedDemo } from '@canal/domain';

/** Migrates once (before the services start, so that they never race), creates the job tables, and seeds the demo when empty. */
export async function prepareDatabase(databaseUrl: string, seed: boolean): Promise<void> {
  const handle = await openDatabase({ url: databaseUrl, maxConnections: 2 });
  try {
    await installJobTables(handle.pool, createLogger('warn'));
    // The demo's files go where the services' upload storage reads them (DATA_DIR/uploads).
    if (seed && (await seedDemo(handle.db, new Date(), diskStorage(path.join(loadConfig().dataDir, 'uploads')))))
      await placeDemoSessions(handle.db, new Date());
  } finally {
    await handle.close();
  }
}
