import path from 'node:path';
import { ConfigError, createLogger, loadConfig, restoreBackup, RestoreRefused } from '@canal/service-core';

const root = path.resolve(__dirname, '..');

/**
 * `npm run db:restore -- <archive>`: the archive's database and uploads into an empty DATA_DIR (and,
 * with DATABASE_URL, an empty database). The server is then started as usual: its start applies
 * the migrations that came after the archive.
 */
async function main(): Promise<void> {
  const given = process.argv[2];
  if (!given) throw new RestoreRefused('Usage : npm run db:restore -- <archive .tar.gz>');
  // npm runs scripts from the project's folder: a relative path is the caller's.
  const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const config = loadConfig(process.env, root);
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  const summary = await restoreBackup({ archive, dataDir: config.dataDir, databaseUrl: config.DATABASE_URL, logger });
  process.stdout.write(
    `Restauration faite dans ${config.dataDir} : ${summary.tables} tables, ${summary.rows} lignes${summary.uploads ? ', fichiers déposés' : ''}. ` +
      'Démarrez le serveur : il applique les migrations venues après la sauvegarde.\n',
  );
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof RestoreRefused;
  process.stderr.write(`${known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
