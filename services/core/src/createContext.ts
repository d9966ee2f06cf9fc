import { loadConfig, type Config } from './config/loadConfig';
import { openDatabase, type DatabaseHandle } from './db/openDatabase';
import { createLogger, type Logger } from './log/createLogger';
import { Outbox } from './mail/Outbox';
import type { ServiceContext } from './ServiceContext';
import { SessionStore } from './sessions/sessionStore';
import path from 'node:path';

export interface OpenedContext {
  ctx: ServiceContext;
  database: DatabaseHandle;
}

export interface ContextOptions {
  config?: Config;
  logger?: Logger;
  /** Overrides the database location: 'memory://' for tests. */
  pgliteDir?: string;
  now?: () => Date;
}

/** Opens everything a service needs: configuration, database (migrated), outbox, sessions. */
export async function createContext(options: ContextOptions = {}): Promise<OpenedContext> {
  const config = options.config ?? loadConfig();
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: options.pgliteDir ?? path.join(config.dataDir, 'pglite'),
  });
  const ctx: ServiceContext = {
    config,
    db: database.db,
    logger,
    outbox: new Outbox(database.db, logger, config.SMTP_URL, config.MAIL_FROM),
    sessions: new SessionStore(database.db, config.SESSION_TTL_HOURS),
    now: options.now ?? (() => new Date()),
  };
  return { ctx, database };
}
