import { and, desc, eq } from 'drizzle-orm';
import type { liveApi } from '@canal/contracts';
import { schema, type ServiceContext } from '@canal/service-core';

type AttendanceRow = liveApi.AttendanceRow;

/** A user's computed attendance, latest session first (only attended sessions when asked). */
export async function attendanceRows(ctx: ServiceContext, userId: number, attendedOnly: boolean): Promise<AttendanceRow[]> {
  const rows = await ctx.db
    .select({ eventId: schema.attendance.eventId, eventTitle: schema.events.title, date: schema.events.date, minutes: schema.attendance.minutes, hasAttended: schema.attendance.hasAttended })
    .from(schema.attendance)
    .innerJoin(schema.events, eq(schema.events.id, schema.attendance.eventId))
    .where(attendedOnly ? and(eq(schema.attendance.userId, userId), eq(schema.attendance.hasAttended, true)) : eq(schema.attendance.userId, userId))
    .orderBy(desc(schema.events.date));
  return rows.map(({ date, ...row }) => ({ ...row, eventDate: Math.floor(date.getTime() / 1000) }));
}
