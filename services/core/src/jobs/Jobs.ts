import type { ServiceContext } from '../ServiceContext';

export interface JobOptions {
  /** Not before this moment (reminders, delayed retries). */
  runAt?: Date;
  /** At most one pending job per key: adding again with the same key replaces the pending one. */
  key?: string;
  /** Attempts before the job is given up; failures retry with exponential backoff. Default 10. */
  maxAttempts?: number;
}

/** Background work stored in PostgreSQL: it survives restarts and runs in whichever process hosts its service. */
export interface Jobs {
  add<P extends object>(name: string, payload: P, options?: JobOptions): Promise<void>;
}

/** One kind of job, declared by a service: its name, what it does, and optionally a schedule. */
export interface JobDefinition<P extends object = object> {
  name: string;
  run(ctx: ServiceContext, payload: P): Promise<void>;
  /** Recurring: a crontab time spec ('*\/15 * * * *'), run once per tick across all processes. */
  schedule?: string;
}

/** graphile-worker's task identifiers (a crontab line names its task with these characters only). */
const JOB_NAME = /^[_a-zA-Z][_a-zA-Z0-9:_-]*$/;

/** Names read 'service:what' ('mail:deliver'); a wrong one fails at start, not at the first tick. */
export function defineJob<P extends object>(job: JobDefinition<P>): JobDefinition<P> {
  if (!JOB_NAME.test(job.name)) throw new Error(`Nom de tâche invalide « ${job.name} » : lettres, chiffres, « : », « _ » et « - » seulement.`);
  return job;
}
