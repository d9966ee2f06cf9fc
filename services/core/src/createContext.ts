import path from 'node:path';
import type { Bus } from './bus/Bus';
import { inProcessBus } from './bus/inProcessBus';
import { redisBus } from './bus/redisBus';
import { assertWritableDataDir } from './config/assertWritableDataDir';
import { loadConfig, type Config } from './config/loadConfig';
import { startEmbeddedPostgres } from './db/embeddedPostgres';
import { afterCommit, afterCommitBus } from './db/inTransaction';
import { migrateDatabase } from './db/migrateDatabase';
import { openDatabase, type DatabaseHandle } from './db/openDatabase';
import { pgJobs } from './jobs/pgJobs';
import { createLogger, type Logger } from './log/createLogger';
import { Outbox } from './mail/Outbox';
import { Operations } from './operations/Operations';
import type { ServiceContext } from './ServiceContext';
import { SessionStore } from './sessions/sessionStore';

export interface OpenedContext {
  ctx: ServiceContext;
  database: DatabaseHandle;
  /** Closes the bus, the pool and the embedded server, in that order. */
  close: () => Promise<void>;
}

export interface ContextOptions {
  config?: Config;
  logger?: Logger;
  /** A database that already exists and is migrated (tests copy a template). */
  databaseUrl?: string;
  now?: () => Date;
  /**
   * 'apply' (all-in-one): migrate here, under the advisory lock, before serving. 'await' (a
   * split-mode service): never migrate; the host waits for `npm run migrate` (MigrationsWait).
   */
  migrations?: 'apply' | 'await';
}

/** Opens everything a service needs: configuration, database (migrated, or to be waited for), job tables, bus, outbox, sessions. */
export async function createContext(options: ContextOptions = {}): Promise<OpenedContext> {
  const config = options.config ?? loadConfig();
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  // Tests bring their own database and never write uploads under DATA_DIR.
  if (!options.databaseUrl) assertWritableDataDir(config.dataDir);
  const embedded = options.databaseUrl || config.DATABASE_URL ? null : await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres'), logger });
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- needed: without it the URL is string | undefined (the rule misreads `??`); embedded is started exactly when no URL is given.
  const url = options.databaseUrl ?? config.DATABASE_URL ?? (embedded?.url as string);
  const database = await openDatabase({ url });
  if (!options.databaseUrl && options.migrations !== 'await') {
    const run = await migrateDatabase(database.pool, logger);
    if (run.applied > 0) logger.info('migrations appliquées', { nombre: run.applied });
  }
  const bus: Bus = afterCommitBus(config.REDIS_URL ? await redisBus(config.REDIS_URL, logger) : inProcessBus());
  const ctx: ServiceContext = {
    config,
    db: database.db,
    logger,
    outbox: new Outbox(database.db, Boolean(config.SMTP_URL)),
    sessions: new SessionStore(database.db, config.SESSION_TTL_HOURS, bus),
    bus,
    jobs: pgJobs(database.db),
    operations: new Operations({ pool: database.pool, bus, redis: Boolean(config.REDIS_URL) }),
    now: options.now ?? (() => new Date()),
    afterCommit,
  };
  const close = async () => {
    await bus.close();
    await database.close();
    await embedded?.stop();
  };
  return { ctx, database, close };
}
