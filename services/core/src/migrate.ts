// First: the libraries loaded below keep no source map (host/ownSourceMaps.ts).
import './host/ownSourceMaps';
import { ConfigError, loadConfig } from './config/loadConfig';
import { migrateDatabase } from './db/migrateDatabase';
import { openDatabase } from './db/openDatabase';
import { createLogger } from './log/createLogger';

/**
 * `npm run migrate` (compiled: dist/server/services/core/src/migrate.js): brings DATABASE_URL to
 * this code's schema, once, before the services start (the Kubernetes Job, the first step of
 * start:split and of docker compose). Several at once are safe: they take turns under a lock.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, { process: 'migrate' });
  if (!config.DATABASE_URL) throw new ConfigError('DATABASE_URL manquant : la commande migrate s’applique à la base PostgreSQL des services.');
  // Two connections: the lock's, and the migrations'.
  const database = await openDatabase({ url: config.DATABASE_URL, maxConnections: 2 });
  try {
    const run = await migrateDatabase(database.pool, logger);
    logger.info(run.applied > 0 ? 'migrations appliquées' : 'base déjà à jour', { nombre: run.applied });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(error instanceof ConfigError ? 78 : 1);
});
