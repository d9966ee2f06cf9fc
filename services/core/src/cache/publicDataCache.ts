import type { Bus } from '../bus/Bus';
import type { ServiceContext } from '../ServiceContext';

interface Entry {
  /** The read itself, shared while it runs: a hundred requests arriving as an entry expires cause one query, not a hundred. */
  value: Promise<unknown>;
  /** The request clock when it was read: rows only leave such lists as time goes on. */
  readAtMs: number;
  storedAtMs: number;
}

/** Lifetime of an entry: staff changes clear it at once through the bus; time alone moves a session from pending to live. */
const LIFETIME_MS = 5_000;

const stores = new WeakMap<Bus, Map<string, Entry>>();

function storeOf(bus: Bus): Map<string, Entry> {
  let store = stores.get(bus);
  if (!store) {
    const created = new Map<string, Entry>();
    bus.subscribe('public.changed', () => created.clear());
    stores.set(bus, created);
    store = created;
  }
  return store;
}

/**
 * Public data read by every visitor (the sessions of the home page, their cards) computed once per
 * few seconds per process instead of once per request; dropped by every process as soon as staff
 * change it ('public.changed'). An entry is only reused for a clock at or after the one it was
 * read for, so a test (or the demo) moving the clock back reads again.
 */
export async function cachedPublicData<T>(ctx: ServiceContext, key: string, load: () => PromiseLike<T>): Promise<T> {
  const store = storeOf(ctx.bus);
  const nowMs = ctx.now().getTime();
  const wallMs = Date.now();
  const entry = store.get(key);
  if (entry && wallMs - entry.storedAtMs < LIFETIME_MS && nowMs >= entry.readAtMs && nowMs - entry.readAtMs < LIFETIME_MS) return entry.value as Promise<T>;
  // A query builder is a thenable that runs again at each await: settle it once into a real promise.
  const value = Promise.resolve(load());
  store.set(key, { value, readAtMs: nowMs, storedAtMs: wallMs });
  // A failed read is not kept: the next request tries again.
  value.catch(() => {
    if (store.get(key)?.value === value) store.delete(key);
  });
  return value;
}

/** Staff changed something the public reads: every process drops its copies. */
export const publicDataChanged = (ctx: ServiceContext, what: string) => ctx.bus.publish('public.changed', { what });
