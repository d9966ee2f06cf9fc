import { and, eq, isNull, sql } from 'drizzle-orm';
import { schema, type ServiceContext } from '@canal/service-core';
import { attendanceMinutes } from '../room/presence';

/**
 * Writes a session's attendance from its presence rows: minutes per participant and whether they
 * reach the threshold. Run again, it rewrites the same figures (a late socket end only adds minutes).
 */
export async function computeAttendance(ctx: ServiceContext, eventId: number): Promise<void> {
  const minutes = await attendanceMinutes(ctx, eventId);
  if (minutes.size === 0) return;
  const threshold = ctx.config.ATTENDANCE_MIN_MINUTES;
  await ctx.db
    .insert(schema.attendance)
    .values([...minutes].map(([userId, present]) => ({ eventId, userId, minutes: present, hasAttended: present >= threshold, computedAt: ctx.now() })))
    .onConflictDoUpdate({
      target: [schema.attendance.eventId, schema.attendance.userId],
      set: { minutes: sql`excluded.minutes`, hasAttended: sql`excluded.has_attended`, computedAt: ctx.now() },
    });
}

/** Participants who attended and were not yet told that their certificate is ready; marks them told. */
export async function claimCertificateNotices(ctx: ServiceContext, eventId: number): Promise<Array<{ userId: number }>> {
  return ctx.db
    .update(schema.attendance)
    .set({ notifiedAt: ctx.now() })
    .where(and(eq(schema.attendance.eventId, eventId), eq(schema.attendance.hasAttended, true), isNull(schema.attendance.notifiedAt)))
    .returning({ userId: schema.attendance.userId });
}
