import { anyOf, type Bus, type Database, groupedCalls, schema, type ServiceContext } from '@canal/service-core';

const { subscriptions } = schema;

/** At most this many users' sets per process; the oldest leaves first. */
const MAX_USERS = 10_000;
/** A set is read again after this long even without a message: it bounds what a lost bus message could cost. */
const LIFETIME_MS = 30_000;

interface Entry {
  /** The read itself, shared while it runs: a member's tabs polling together cause one query. */
  ids: Promise<ReadonlySet<number>>;
  storedAtMs: number;
}

interface Store {
  entries: Map<number, Entry>;
  read: (userId: number) => Promise<ReadonlySet<number>>;
}

/**
 * Users whose sets are read at the same moment are read in one query (core groupedCalls): a room's
 * 5,000 answers arriving within a second, each from a member this process has not seen lately.
 */
function groupedRead(db: Database): Store['read'] {
  return groupedCalls<number, ReadonlySet<number>>(async (group) => {
    const rows = await db
      .select({ userId: subscriptions.userId, eventId: subscriptions.eventId })
      .from(subscriptions)
      .where(anyOf(subscriptions.userId, [...new Set(group.map((caller) => caller.input))], 'int'));
    const byUser = new Map<number, Set<number>>();
    for (const row of rows) byUser.set(row.userId, (byUser.get(row.userId) ?? new Set<number>()).add(row.eventId));
    for (const caller of group) caller.resolve(byUser.get(caller.input) ?? new Set<number>());
  });
}

const stores = new WeakMap<Bus, Store>();

function storeOf(ctx: ServiceContext): Store {
  let store = stores.get(ctx.bus);
  if (!store) {
    const created: Store = { entries: new Map(), read: groupedRead(ctx.db) };
    ctx.bus.subscribe('subscriptions.changed', ({ userId }) => created.entries.delete(userId));
    stores.set(ctx.bus, created);
    store = created;
  }
  return store;
}

/**
 * The sessions a user subscribed to, kept per process: every member's home page needs them, and
 * they change only when the user subscribes or leaves a session (a few times a year), where
 * `subscriptionsChanged` tells every process to read them again.
 */
export function subscribedEventIds(ctx: ServiceContext, userId: number): Promise<ReadonlySet<number>> {
  const store = storeOf(ctx);
  const nowMs = Date.now();
  const entry = store.entries.get(userId);
  if (entry && nowMs - entry.storedAtMs < LIFETIME_MS) return entry.ids;
  const ids = store.read(userId);
  store.entries.delete(userId);
  store.entries.set(userId, { ids, storedAtMs: nowMs });
  if (store.entries.size > MAX_USERS) store.entries.delete(store.entries.keys().next().value as number);
  // A failed read is not kept: the next request tries again.
  ids.catch(() => {
    if (store.entries.get(userId)?.ids === ids) store.entries.delete(userId);
  });
  return ids;
}

/** Every write to a user's subscriptions ends with this: each process reads that user's set again. */
export const subscriptionsChanged = (ctx: ServiceContext, userId: number) => ctx.bus.publish('subscriptions.changed', { userId });
