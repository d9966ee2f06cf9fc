import type { Bus, BusTopic, BusTopics } from '../bus/Bus';
import { pgJobs } from '../jobs/pgJobs';
import type { ServiceContext } from '../ServiceContext';

type Deferred = () => Promise<void> | void;

/**
 * A bus whose publications wait for the commit: a subscriber in another process that reads the
 * database on `sessions.changed` or `public.changed` must find what was written, not the rows
 * before it (it would cache them for up to 30 s). A rolled-back transaction publishes nothing.
 */
function afterCommitBus(bus: Bus, queue: Deferred[]): Bus {
  return {
    publish: async <T extends BusTopic>(topic: T, payload: BusTopics[T]) => void queue.push(() => bus.publish(topic, payload)),
    subscribe: (topic, handler) => bus.subscribe(topic, handler),
    close: () => bus.close(),
  };
}

/**
 * Runs `work` in one transaction, with a context whose every writer writes inside it: the
 * database, the outbox (a mail exists only if the writes do), the jobs, the sessions' revocations.
 * What must not happen before the commit (bus publications, files removed from storage) is queued
 * by `ctx.afterCommit` and run once the transaction has committed. Nested calls use a savepoint
 * and hand their queue to the outer transaction.
 */
export async function inTransaction<T>(ctx: ServiceContext, work: (tx: ServiceContext) => Promise<T>): Promise<T> {
  const queue: Deferred[] = [];
  const bus = afterCommitBus(ctx.bus, queue);
  const result = await ctx.db.transaction((db) =>
    work({
      ...ctx,
      db,
      bus,
      outbox: ctx.outbox.within(db),
      jobs: pgJobs(db),
      sessions: ctx.sessions.within(db, bus),
      afterCommit: async (deferred) => void queue.push(deferred),
    }),
  );
  // Committed (a nested call's savepoint released): now the outer context decides when they run.
  for (const deferred of queue) await ctx.afterCommit(deferred);
  return result;
}
