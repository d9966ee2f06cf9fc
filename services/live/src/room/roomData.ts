import type { Bus, ServiceContext } from '@canal/service-core';

/**
 * What a room's participants read again and again (the state, the question on screen, the feedback
 * form, the questions feed), kept by each process until the room changes: every change of a room
 * publishes `live.changed` (state/set, the quiz and feedback editors, moderation), and every process
 * drops that room's copies. 5,000 participants answering or polling then cost one query per change,
 * not one per call.
 */
interface Entry {
  value: Promise<unknown>;
  storedAtMs: number;
}

const stores = new WeakMap<Bus, Map<number, Map<string, Entry>>>();

function roomsOf(bus: Bus): Map<number, Map<string, Entry>> {
  let rooms = stores.get(bus);
  if (!rooms) {
    const created = new Map<number, Map<string, Entry>>();
    bus.subscribe('live.changed', ({ eventId }) => created.delete(eventId));
    stores.set(bus, created);
    rooms = created;
  }
  return rooms;
}

/**
 * The room's copy of `key`, read once by `load` (shared while it runs; a failed read is not kept).
 * `maxAgeMs`: read again past that age too, for what changes without a publication (votes).
 */
export function cachedRoomData<T>(
  ctx: ServiceContext,
  eventId: number,
  key: string,
  load: () => PromiseLike<T>,
  maxAgeMs = Number.POSITIVE_INFINITY,
): Promise<T> {
  const rooms = roomsOf(ctx.bus);
  let room = rooms.get(eventId);
  if (!room) rooms.set(eventId, (room = new Map<string, Entry>()));
  const held = room.get(key);
  if (held && Date.now() - held.storedAtMs < maxAgeMs) return held.value as Promise<T>;
  // A query builder is a thenable that runs again at each await: settle it once into a real promise.
  const read = Promise.resolve(load());
  const kept = room;
  kept.set(key, { value: read, storedAtMs: Date.now() });
  read.catch(() => kept.get(key)?.value === read && kept.delete(key));
  return read;
}

/** This process forgets the room's copies at once (the others on `live.changed`, which reaches this one too). */
export function forgetRoomData(ctx: ServiceContext, eventId: number): void {
  roomsOf(ctx.bus).delete(eventId);
}
