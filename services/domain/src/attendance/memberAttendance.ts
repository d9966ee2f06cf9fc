import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type ServiceContext } from '@canal/service-core';

/** A member's attendance of a session: the one figure every reader shows (report, account card, certificate, dashboard, exports). */
export interface MemberAttendance {
  eventId: number;
  userId: number;
  /** Minutes in the room: the union of their sockets, polls and player tracking (time counted once). */
  minutes: number;
  /** Reached ATTENDANCE_MIN_MINUTES, or marked present on their subscription (an import from the previous platform). */
  attended: boolean;
}

export type AttendanceScope = { eventId: number; userId?: number } | { userId: number; eventId?: number };

function scopeOf(scope: AttendanceScope): SQL {
  const parts: SQL[] = [];
  if (scope.eventId !== undefined) parts.push(sql`event_id = ${scope.eventId}`);
  if (scope.userId !== undefined) parts.push(sql`user_id = ${scope.userId}`);
  return sql.join(parts, sql` and `);
}

/**
 * Where a presence row ends: its disconnection, or the last poll it was stretched to. A socket still
 * open counts up to now, so staff read the minutes live while the session runs (its row is written
 * only at connect and disconnect); no further than the session's end, so a socket a crashed process
 * never closed does not count for ever.
 */
function presenceEnd(now: Date): SQL {
  const iso = now.toISOString();
  return sql`case when p.disconnected_at is null and p.via = 'socket'
                  then greatest(p.last_seen_at, least(${iso}::timestamptz, e.date + e.duration_min * interval '1 minute'))
                  else coalesce(p.disconnected_at, p.last_seen_at) end`;
}

/**
 * Attendance, computed in one place: every interval a member was in a session's room (a socket
 * from connect to disconnect, or up to now while it is open; a run of state/get polls; a span of the
 * player reported by video tracking) is unioned by PostgreSQL (range_agg), so a socket, polls and
 * the player at the same moment count once; the minutes decide `attended` against ATTENDANCE_MIN_MINUTES. Read live, so
 * the report during the session, the account card, the certificate, the dashboard and the exports
 * never disagree; the `attendance` table only remembers who was told their certificate is ready.
 */
export async function memberAttendance(ctx: ServiceContext, scope: AttendanceScope): Promise<MemberAttendance[]> {
  const where = scopeOf(scope);
  const rows = await rowsOf<{ event_id: number; user_id: number; minutes: string; attended: boolean }>(
    ctx.db,
    sql`with spans as (
          select event_id, user_id, tstzrange(connected_at, greatest(connected_at, ${presenceEnd(ctx.now())})) as span
            from room_presence p join events e on e.id = p.event_id where ${where}
          union all
          select event_id, user_id, tstzrange(view_start, greatest(view_start, view_last)) from video_views where ${where}
        ),
        merged as (select event_id, user_id, unnest(range_agg(span)) as span from spans group by event_id, user_id),
        present as (
          select event_id, user_id, round(coalesce(sum(extract(epoch from upper(span) - lower(span))), 0) / 60) as minutes
            from merged group by event_id, user_id
        ),
        marked as (select event_id, user_id from subscriptions where attended_at is not null and ${where})
        select coalesce(p.event_id, m.event_id) as event_id, coalesce(p.user_id, m.user_id) as user_id, coalesce(p.minutes, 0) as minutes,
               (coalesce(p.minutes, 0) >= ${ctx.config.ATTENDANCE_MIN_MINUTES} or m.user_id is not null) as attended
          from present p full join marked m on m.event_id = p.event_id and m.user_id = p.user_id`,
  );
  return rows.map((row) => ({ eventId: Number(row.event_id), userId: Number(row.user_id), minutes: Number(row.minutes), attended: row.attended }));
}

/** Those who attended a session (the report's and the dashboard's 'présents'). */
export async function attendeesOf(ctx: ServiceContext, eventId: number): Promise<MemberAttendance[]> {
  return (await memberAttendance(ctx, { eventId })).filter((row) => row.attended);
}

/** The attendance certificate exists for a member who attended a session that is over (its minutes are final then). */
export function hasCertificate(figure: MemberAttendance | undefined, event: { date: Date; durationMin: number }, nowMs: number): boolean {
  return Boolean(figure?.attended) && event.date.getTime() + event.durationMin * 60_000 <= nowMs;
}
