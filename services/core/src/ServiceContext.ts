import type { Config } from './config/loadConfig';
import type { Database } from './db/openDatabase';
import type { Logger } from './log/createLogger';
import type { Outbox } from './mail/Outbox';
import type { SessionStore } from './sessions/sessionStore';

/** What every service receives from its `main.ts` or from the all-in-one gateway. */
export interface ServiceContext {
  config: Config;
  db: Database;
  logger: Logger;
  outbox: Outbox;
  sessions: SessionStore;
  /** The clock, so that tests can place "now" where they need it. */
  now(): Date;
}
