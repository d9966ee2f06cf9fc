import path from 'node:path';
import { Pool } from 'pg';
import { ConfigError, createLogger, loadConfig, reachEmbeddedPostgres, writeBackup } from '@canal/service-core';

const root = path.resolve(__dirname, '..');

/**
 * `npm run db:backup`: one dated archive of the database (DATABASE_URL, or the embedded one, running
 * or not) and of DATA_DIR/uploads, into BACKUP_DIR (DATA_DIR/backups). The server may keep running.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env, root);
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  const embedded = config.DATABASE_URL ? null : await reachEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres'), logger });
  const pool = new Pool({ connectionString: config.DATABASE_URL ?? embedded?.url, max: 2 });
  // An idle connection the server ends (a restart) must not crash the backup.
  pool.on('error', () => undefined);
  try {
    const written = await writeBackup({ pool, dataDir: config.dataDir, backupDir: config.backupDir, now: new Date() });
    process.stdout.write(`Sauvegarde écrite : ${written.path} (${(written.bytes / 1024 / 1024).toFixed(1)} Mo)\n`);
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
