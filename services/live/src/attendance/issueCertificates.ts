import { and, eq, inArray } from 'drizzle-orm';
import { schema, type ServiceContext } from '@canal/service-core';
import { hasCertificate, memberAttendance, type MemberAttendance } from '@canal/domain';
import { newCertificateNumber } from './certificateNumber';
import { registryNumberOf } from './registryNumber';

export type Certificate = typeof schema.certificates.$inferSelect;

/**
 * Issues the certificates of a session that is over to those who met its criteria (today the live
 * minutes, ATTENDANCE_MIN_MINUTES), once each: the row keeps the name and registry number of that
 * moment and a new public number. Run again, it issues only to new attendees.
 */
export async function issueCertificates(ctx: ServiceContext, eventId: number, only?: number): Promise<Certificate[]> {
  const [event] = await ctx.db
    .select({ date: schema.events.date, durationMin: schema.events.durationMin })
    .from(schema.events)
    .where(eq(schema.events.id, eventId));
  if (!event) return [];
  const nowMs = ctx.now().getTime();
  const earned = (await memberAttendance(ctx, only === undefined ? { eventId } : { eventId, userId: only })).filter((figure) =>
    hasCertificate(figure, event, nowMs),
  );
  if (earned.length === 0) return [];
  const people = await ctx.db
    .select({
      id: schema.users.id,
      firstname: schema.users.firstname,
      lastname: schema.users.lastname,
      email: schema.users.email,
      jobPrecision: schema.users.jobPrecision,
    })
    .from(schema.users)
    .where(
      inArray(
        schema.users.id,
        earned.map((figure) => figure.userId),
      ),
    );
  const byId = new Map(people.map((person) => [person.id, person]));
  const rows = earned.flatMap((figure: MemberAttendance) => {
    const person = byId.get(figure.userId);
    if (!person) return [];
    return [
      {
        number: newCertificateNumber(),
        eventId,
        userId: figure.userId,
        issuedAt: ctx.now(),
        minutesLive: figure.minutes,
        minutesReplay: 0,
        criteria: { minMinutes: ctx.config.ATTENDANCE_MIN_MINUTES, earnedOn: 'live' as const },
        holderName: [person.firstname, person.lastname].filter(Boolean).join(' ') || person.email,
        registryNumber: registryNumberOf(person.jobPrecision),
      },
    ];
  });
  // One certificate per member and session: a second run (or a download racing the job) keeps the first.
  return ctx.db.insert(schema.certificates).values(rows).onConflictDoNothing().returning();
}

/** A member's certificate of a session: the one issued, or issued now if they earned it and the job has not run yet. */
export async function certificateOf(ctx: ServiceContext, eventId: number, userId: number): Promise<Certificate | null> {
  const find = async () =>
    (
      await ctx.db
        .select()
        .from(schema.certificates)
        .where(and(eq(schema.certificates.eventId, eventId), eq(schema.certificates.userId, userId)))
    )[0] ?? null;
  const existing = await find();
  if (existing) return existing;
  await issueCertificates(ctx, eventId, userId);
  return find();
}
