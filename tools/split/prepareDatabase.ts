import path from 'node:path';
import { createLogger, diskStorage, loadConfig, migrateDatabase, openDatabase } from '@canal/service-core';
import { placeDemoSessions, seedDemo } from '@canal/domain';

/** `npm run migrate`'s work (the services wait for it, never migrate), then the demo's seed when empty. */
export async function prepareDatabase(databaseUrl: string, seed: boolean): Promise<void> {
  const handle = await openDatabase({ url: databaseUrl, maxConnections: 2 });
  try {
    await migrateDatabase(handle.pool, createLogger('warn'));
    // The demo's files go where the services' upload storage reads them (DATA_DIR/uploads).
    if (seed && (await seedDemo(handle.db, new Date(), diskStorage(path.join(loadConfig().dataDir, 'uploads')))))
      await placeDemoSessions(handle.db, new Date());
  } finally {
    await handle.close();
  }
}
