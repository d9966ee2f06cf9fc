import { AsyncLocalStorage } from 'node:async_hooks';
import type { Bus, BusTopic, BusTopics } from '../bus/Bus';
import { pgJobs } from '../jobs/pgJobs';
import type { ServiceContext } from '../ServiceContext';

type Deferred = () => Promise<void> | void;

/** The transaction the current call runs in (none outside one): its waiting work, and the context it was opened from. */
const pending = new AsyncLocalStorage<{ queue: Deferred[]; outer: ServiceContext }>();

/**
 * Runs now outside a transaction; inside one (`inTransaction`), once it has committed, and never if
 * it rolls back. The context's `afterCommit` and its bus's publications go through it.
 */
export async function afterCommit(work: Deferred): Promise<void> {
  const current = pending.getStore();
  if (current) current.queue.push(work);
  else await work();
}

/**
 * The context outside any transaction, for the few writes that must stand whatever becomes of the
 * request's own (a wrong password counted toward a lockout, even when the form that checked it is
 * refused and rolled back). Nothing else should use it: what a request writes commits with it.
 */
export function outsideTransaction(ctx: ServiceContext): ServiceContext {
  return pending.getStore()?.outer ?? ctx;
}

/**
 * A bus whose publications wait for the commit of the transaction they are made in: a subscriber in
 * another process that reads the database on `sessions.changed` or `public.changed` must find what
 * was written, not the rows before it (it would cache them for up to 30 s). A rolled-back
 * transaction publishes nothing. It is the same object in and out of transactions, so what is kept
 * per bus (caches, subscriptions) is kept once.
 */
export function afterCommitBus(bus: Bus): Bus {
  return {
    publish: <T extends BusTopic>(topic: T, payload: BusTopics[T]) => afterCommit(() => bus.publish(topic, payload)),
    subscribe: (topic, handler) => bus.subscribe(topic, handler),
    ping: () => bus.ping(),
    close: () => bus.close(),
  };
}

/**
 * Runs `work` in one transaction, with a context whose every writer writes inside it: the
 * database, the outbox (a mail exists only if the writes do), the jobs, the sessions' revocations.
 * What must not happen before the commit (bus publications, files removed from storage) waits for
 * it (`afterCommit`). Nested calls use a savepoint and hand their waiting work to the outer transaction.
 */
export async function inTransaction<T>(ctx: ServiceContext, work: (tx: ServiceContext) => Promise<T>): Promise<T> {
  const queue: Deferred[] = [];
  const result = await pending.run({ queue, outer: outsideTransaction(ctx) }, () =>
    ctx.db.transaction((db) => work({ ...ctx, db, outbox: ctx.outbox.within(db), jobs: pgJobs(db), sessions: ctx.sessions.within(db) })),
  );
  // Committed (a nested call's savepoint released): the enclosing transaction, if any, now decides when they run.
  for (const deferred of queue) await afterCommit(deferred);
  return result;
}
