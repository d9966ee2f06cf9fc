import { eq } from 'drizzle-orm';
import { schema, type Bus, type ServiceContext } from '@canal/service-core';

/**
 * Who was in a room, kept as intervals in room_presence: a socket is one row from connect to
 * disconnect; a participant who polls (no socket) gets a row stretched by their polls. Attendance is
 * computed from these rows (core memberAttendance), which is what proves who was there.
 */

/** A polling participant's row is stretched while polls keep coming; a gap longer than this starts a new one. */
const POLLING_GAP_MS = 2 * 60_000;
/** Polls every 5 s would mean 12 writes a minute per participant: a row's end is written once a minute at most. */
const POLLING_WRITE_EVERY_MS = 60_000;

export async function socketJoined(ctx: ServiceContext, eventId: number, userId: number): Promise<number | null> {
  try {
    const [row] = await ctx.db
      .insert(schema.roomPresence)
      .values({ eventId, userId, via: 'socket', connectedAt: ctx.now(), lastSeenAt: ctx.now() })
      .returning({ id: schema.roomPresence.id });
    return row?.id ?? null;
  } catch (error) {
    ctx.logger.warn('presence: socket not logged', { error: (error as Error).message });
    return null;
  }
}

export async function socketLeft(ctx: ServiceContext, presenceId: number | null): Promise<void> {
  if (presenceId === null) return;
  await ctx.db
    .update(schema.roomPresence)
    .set({ lastSeenAt: ctx.now(), disconnectedAt: ctx.now() })
    .where(eq(schema.roomPresence.id, presenceId))
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
  if (!runs) pollingRuns.set(ctx.bus, (runs = new Map()));
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
}
