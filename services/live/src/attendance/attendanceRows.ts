import { inArray } from 'drizzle-orm';
import type { liveApi } from '@canal/contracts';
import { schema, type ServiceContext } from '@canal/service-core';
import { hasCertificate, memberAttendance } from '@canal/domain';

type AttendanceRow = liveApi.AttendanceRow;

/**
 * A user's attendance per session (memberAttendance, the one computation), latest session first;
 * `attendedOnly`: those with a certificate (attended, and over).
 */
export async function attendanceRows(ctx: ServiceContext, userId: number, attendedOnly: boolean): Promise<AttendanceRow[]> {
  const figures = await memberAttendance(ctx, { userId });
  if (figures.length === 0) return [];
  const events = await ctx.db
    .select({ id: schema.events.id, title: schema.events.title, date: schema.events.date, durationMin: schema.events.durationMin })
    .from(schema.events)
    .where(
      inArray(
        schema.events.id,
        figures.map((row) => row.eventId),
      ),
    );
  const byId = new Map(events.map((event) => [event.id, event]));
  const nowMs = ctx.now().getTime();
  return figures
    .flatMap((row) => {
      const event = byId.get(row.eventId);
      if (!event) return [];
      if (attendedOnly && !hasCertificate(row, event, nowMs)) return [];
      return [
        { eventId: row.eventId, eventTitle: event.title, eventDate: Math.floor(event.date.getTime() / 1000), minutes: row.minutes, hasAttended: row.attended },
      ];
    })
    .sort((a, b) => b.eventDate - a.eventDate);
}
