import { desc, eq, sql } from 'drizzle-orm';
import { liveControlApi } from '@canal/contracts';

type ModerationEvent = liveControlApi.ModerationEvent;
import { defineRoute, notFound, rowsOf, schema, type ServiceContext } from '@canal/service-core';
import { eventStateAt } from '@canal/domain';
import { readContentState } from '../room/contentState';

type EventRow = Pick<typeof schema.events.$inferSelect, 'id' | 'title' | 'date' | 'durationMin' | 'state'>;

const EVENT_COLUMNS = {
  id: schema.events.id,
  title: schema.events.title,
  date: schema.events.date,
  durationMin: schema.events.durationMin,
  state: schema.events.state,
};

/** A session as the control screens show it; its state follows the clock as everywhere else. */
export function toModerationEvent(ctx: ServiceContext, row: EventRow): ModerationEvent {
  return {
    id: row.id,
    eventTitle: row.title,
    eventDate: Math.floor(row.date.getTime() / 1000),
    eventState: eventStateAt(row, ctx.now()),
  };
}

/** The session a control call is about; an unknown id is a French 404, never a write. */
export async function loadControlledEvent(ctx: ServiceContext, eventId: number): Promise<ModerationEvent> {
  const [row] = await ctx.db.select(EVENT_COLUMNS).from(schema.events).where(eq(schema.events.id, eventId));
  if (!row) throw notFound('Session introuvable.');
  return toModerationEvent(ctx, row);
}

/** Where a session stands on the moderation list: the one live now, then those to come, then those held. */
const MODERATION_RANK: Record<string, number> = { live: 0, pending: 1, delayed: 1 };
const rankOf = (event: ModerationEvent) => MODERATION_RANK[event.eventState] ?? 2;

/**
 * The moderation list's order: what moderators open during a session first (the live one), then the
 * next ones by date, then the past ones, latest first.
 */
export function moderationOrder(a: ModerationEvent, b: ModerationEvent): number {
  const byRank = rankOf(a) - rankOf(b);
  if (byRank !== 0) return byRank;
  return rankOf(a) === 1 ? a.eventDate - b.eventDate : b.eventDate - a.eventDate;
}

/** POST /api/events/moderation: the sessions, live first, then to come, then held ("moderation list is loaded for any logged-in non-visitor role"). */
export const moderationEventsRoute = defineRoute(liveControlApi.moderationEvents)({
  access: 'loggedIn',
  async handle({ ctx }) {
    const rows = await ctx.db.select(EVENT_COLUMNS).from(schema.events).orderBy(desc(schema.events.date)).limit(500);
    return { moderation: 'complete', data: rows.map((row) => toModerationEvent(ctx, row)).sort(moderationOrder) };
  },
});

/** Participants in the room now: a socket not closed (its row is written at connect and disconnect only), or polls seen in the last minute. */
export async function connectedCount(ctx: ServiceContext, eventId: number): Promise<number> {
  const since = new Date(ctx.now().getTime() - 60_000);
  const [row] = await rowsOf<{ n: string }>(
    ctx.db,
    sql`select count(distinct user_id) as n from room_presence
         where event_id = ${eventId} and disconnected_at is null and (via = 'socket' or last_seen_at >= ${since.toISOString()})`,
  );
  return Number(row?.n ?? 0);
}

/** GET /api/orchestrator/{eventId}: the panel's frame; the four tabs for admin only (spec 001 section 6). */
export const orchestratorPanelRoute = defineRoute(liveControlApi.orchestratorPanel)({
  samplePath: '/api/orchestrator/1',
  access: 'messageModeration',
  async handle({ ctx, input, principal }) {
    const event = await loadControlledEvent(ctx, input.eventId);
    return {
      orchestrator: 'complete',
      event,
      tabs: principal.role === 'admin',
      state: await readContentState(ctx, input.eventId),
      connected: await connectedCount(ctx, input.eventId),
    };
  },
});
