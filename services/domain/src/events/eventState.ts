import { inArray, sql, type SQL } from 'drizzle-orm';
import type { EventState } from '@canal/contracts';
import { outerColumn, schema } from '@canal/service-core';

const { events } = schema;

type StoredSession = { state: string; date: Date; durationMin: number };

/**
 * The state a session is in at `now`, as a visitor sees it: the one rule every screen reads (cards,
 * live room, moderation, the back office's lists and dashboard). Staff set 'delayed' and 'replay' by
 * hand; the other stored states follow the clock: before the start pending, during it live, after its
 * end finished (a session stored 'pending' whose start has passed is live, then finished).
 */
export function eventStateAt(session: StoredSession, now: Date): EventState {
  if (session.state === 'delayed' || session.state === 'replay') return session.state;
  const nowMs = now.getTime();
  const startMs = session.date.getTime();
  if (nowMs < startMs) return 'pending';
  if (nowMs < startMs + session.durationMin * 60_000) return 'live';
  return 'finished';
}

/**
 * The same rule in SQL over the `events` row, so that lists filter, sort and count by it in the
 * database (the staff list's 'État' and its 'En direct' filter, the dashboard, the public lists).
 * `now` is the service's clock (ctx.now()), not PostgreSQL's, so that both spellings agree
 * (eventState.test.ts compares them at every boundary). Columns are written "events"."…", so that
 * the expression also reads the right row inside a subquery of another table.
 */
export function eventStateSql(now: Date): SQL<EventState> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [state, date, durationMin] = [outerColumn(events.state), outerColumn(events.date), outerColumn(events.durationMin)];
  return sql<EventState>`(case
    when ${state} in ('delayed', 'replay') then ${state}
    when ${at} < ${date} then 'pending'
    when ${at} < ${date} + ${durationMin} * interval '1 minute' then 'live'
    else 'finished' end)`;
}

/** The sessions whose state at `now` is one of these. */
export function eventStateIn(now: Date, states: readonly EventState[]): SQL {
  return inArray(eventStateSql(now), [...states]);
}
