import { and, eq, isNull, sql } from 'drizzle-orm';
import { schema, type ServiceContext } from '@canal/service-core';
import { memberAttendance } from '@canal/domain';

/**
 * Writes down a session's attendance as memberAttendance computes it (the one computation every
 * reader uses), so that each attendee is told once that the certificate is ready. Run again, it
 * rewrites the same figures (a late socket end only adds minutes).
 */
export async function computeAttendance(ctx: ServiceContext, eventId: number): Promise<void> {
  const rows = await memberAttendance(ctx, { eventId });
  if (rows.length === 0) return;
  await ctx.db
    .insert(schema.attendance)
    .values(rows.map((row) => ({ eventId, userId: row.userId, minutes: row.minutes, hasAttended: row.attended, computedAt: ctx.now() })))
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
