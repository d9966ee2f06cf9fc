import { eq } from 'drizzle-orm';
import { anyOf, groupedCalls, recordLastContact, schema, type Bus, type ServiceContext } from '@canal/service-core';

/**
 * Who was in a room, kept as intervals in room_presence: a socket is one row from connect to
 * disconnect; a participant who polls (no socket) gets a row stretched by their polls. Attendance is
 * computed from these rows (core memberAttendance), which is what proves who was there.
 */

/** A polling participant's row is stretched while polls keep coming; a gap longer than this starts a new one. */
const POLLING_GAP_MS = 2 * 60_000;
/** Polls every 5 s would mean 12 writes a minute per participant: a row's end is written once a minute at most. */
const POLLING_WRITE_EVERY_MS = 60_000;

type PresenceRow = typeof schema.roomPresence.$inferInsert;

interface SocketPresence {
  joined: (row: PresenceRow) => Promise<number | null>;
  left: (presenceId: number) => Promise<void>;
}

const socketPresence = new WeakMap<Bus, SocketPresence>();

/**
 * A congress room fills and empties in a minute: sockets joining (or leaving) at the same moment are
 * one INSERT (one UPDATE) together, through core groupedCalls, not 5,000 statements.
 */
function socketPresenceOf(ctx: ServiceContext): SocketPresence {
  let presence = socketPresence.get(ctx.bus);
  if (presence) return presence;
  const joined = groupedCalls<PresenceRow, number | null>(async (group) => {
    const rows = await ctx.db
      .insert(schema.roomPresence)
      .values(group.map((caller) => caller.input))
      .returning({ id: schema.roomPresence.id, eventId: schema.roomPresence.eventId, userId: schema.roomPresence.userId });
    // Rows of one room and user are alike (two tabs): any of their ids answers either caller.
    const ids = new Map<string, number[]>();
    for (const row of rows) ids.set(`${row.eventId}:${row.userId}`, [...(ids.get(`${row.eventId}:${row.userId}`) ?? []), row.id]);
    for (const caller of group) caller.resolve(ids.get(`${caller.input.eventId}:${caller.input.userId}`)?.shift() ?? null);
  });
  const left = groupedCalls<number, void>(async (group) => {
    await ctx.db
      .update(schema.roomPresence)
      .set({ lastSeenAt: ctx.now(), disconnectedAt: ctx.now() })
      .where(
        anyOf(
          schema.roomPresence.id,
          group.map((caller) => caller.input),
          'int',
        ),
      );
    for (const caller of group) caller.resolve();
  });
  presence = { joined, left };
  socketPresence.set(ctx.bus, presence);
  return presence;
}

export async function socketJoined(ctx: ServiceContext, eventId: number, userId: number): Promise<number | null> {
  // Being in the room is a contact: the account's retention counts again from today.
  await recordLastContact(ctx, userId);
  try {
    return await socketPresenceOf(ctx).joined({ eventId, userId, via: 'socket', connectedAt: ctx.now(), lastSeenAt: ctx.now() });
  } catch (error) {
    ctx.logger.warn('presence: socket not logged', { error: (error as Error).message });
    return null;
  }
}

export async function socketLeft(ctx: ServiceContext, presenceId: number | null): Promise<void> {
  if (presenceId === null) return;
  await socketPresenceOf(ctx)
    .left(presenceId)
    .catch((error: Error) => ctx.logger.warn('presence: socket end not logged', { error: error.message }));
}

interface PollingRun {
  id: number;
  writtenAtMs: number;
  seenAtMs: number;
}
const pollingRuns = new WeakMap<Bus, Map<string, PollingRun>>();

/** A participant's poll of state/get: their presence row is opened or stretched (in memory, written once a minute). */
export async function pollingHeartbeat(ctx: ServiceContext, eventId: number, userId: number): Promise<void> {
  let runs = pollingRuns.get(ctx.bus);
  if (!runs) pollingRuns.set(ctx.bus, (runs = new Map<string, PollingRun>()));
  const key = `${eventId}:${userId}`;
  const nowMs = ctx.now().getTime();
  const run = runs.get(key);
  if (run && nowMs - run.seenAtMs <= POLLING_GAP_MS) {
    run.seenAtMs = nowMs;
    if (nowMs - run.writtenAtMs < POLLING_WRITE_EVERY_MS) return;
    run.writtenAtMs = nowMs;
    await ctx.db.update(schema.roomPresence).set({ lastSeenAt: ctx.now() }).where(eq(schema.roomPresence.id, run.id));
    return;
  }
  const [row] = await ctx.db
    .insert(schema.roomPresence)
    .values({ eventId, userId, via: 'polling', connectedAt: ctx.now(), lastSeenAt: ctx.now() })
    .returning({ id: schema.roomPresence.id });
  if (row) runs.set(key, { id: row.id, writtenAtMs: nowMs, seenAtMs: nowMs });
  await recordLastContact(ctx, userId);
}
