import type { Bus } from './bus/Bus';
import type { Config } from './config/loadConfig';
import type { Database } from './db/openDatabase';
import type { Jobs } from './jobs/Jobs';
import type { Logger } from './log/createLogger';
import type { Outbox } from './mail/Outbox';
import type { Operations } from './operations/Operations';
import type { SessionStore } from './sessions/sessionStore';

/** What every service receives from the host, in either run mode. */
export interface ServiceContext {
  config: Config;
  db: Database;
  logger: Logger;
  outbox: Outbox;
  sessions: SessionStore;
  /** Events to every process (in-process, or Redis in split mode). */
  bus: Bus;
  /** Background work stored in PostgreSQL. */
  jobs: Jobs;
  /** What the process says about itself: readiness checks, Prometheus metrics, the database's queue and outbox figures. */
  operations: Operations;
  /** The clock, so that tests can place "now" where they need it. */
  now: () => Date;
  /**
   * Work that must wait until the caller's writes are committed (files removed from storage):
   * run at once outside a transaction, queued inside one (`inTransaction`) and dropped if it rolls back.
   * The bus's publications wait the same way.
   */
  afterCommit(work: () => Promise<void> | void): Promise<void>;
}
