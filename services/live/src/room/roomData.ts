import type { Bus, ServiceContext } from '@canal/service-core';

/**
 * What a room's participants read again and again (the state, the question on screen, the feedback
 * form), kept by each process until the room changes: every change of a room publishes
 * `live.changed` (state/set, the quiz and feedback editors), and every process drops that room's
 * copies. 5,000 participants answering or polling then cost one query per change, not one per call.
 */
const stores = new WeakMap<Bus, Map<number, Map<string, Promise<unknown>>>>();

function roomsOf(bus: Bus): Map<number, Map<string, Promise<unknown>>> {
  let rooms = stores.get(bus);
  if (!rooms) {
    const created = new Map<number, Map<string, Promise<unknown>>>();
    bus.subscribe('live.changed', ({ eventId }) => created.delete(eventId));
    stores.set(bus, created);
    rooms = created;
  }
  return rooms;
}

/** The room's copy of `key`, read once by `load` (shared while it runs; a failed read is not kept). */
export function cachedRoomData<T>(ctx: ServiceContext, eventId: number, key: string, load: () => PromiseLike<T>): Promise<T> {
  const rooms = roomsOf(ctx.bus);
  let room = rooms.get(eventId);
  if (!room) rooms.set(eventId, (room = new Map()));
  const held = room.get(key);
  if (held) return held as Promise<T>;
  // A query builder is a thenable that runs again at each await: settle it once into a real promise.
  const read = Promise.resolve(load());
  const kept = room;
  kept.set(key, read);
  read.catch(() => kept.get(key) === read && kept.delete(key));
  return read;
}

/** This process forgets the room's copies at once (the others on `live.changed`, which reaches this one too). */
export function forgetRoomData(ctx: ServiceContext, eventId: number): void {
  roomsOf(ctx.bus).delete(eventId);
}
