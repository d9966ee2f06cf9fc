import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, schema, type ServiceContext } from '@canal/service-core';
import { hasCertificate, memberAttendance, type MemberAttendance } from '@canal/domain';
import { newCertificateNumber } from './certificateNumber';
import { registryNumberOf } from './registryNumber';

export type Certificate = typeof schema.certificates.$inferSelect;

/**
 * Issues the certificates of a session that is over to those who met its criteria (the minutes staff
 * set, else ATTENDANCE_MIN_MINUTES; every quiz question answered and the feedback given when staff ask), once each: the row keeps the name and registry number of that
 * moment and a new public number. Run again, it issues only to new attendees.
 */
export async function issueCertificates(ctx: ServiceContext, eventId: number, only?: number): Promise<Certificate[]> {
  const [event] = await ctx.db
    .select({
      date: schema.events.date,
      durationMin: schema.events.durationMin,
      minMinutes: schema.events.certificateMinMinutes,
      quiz: schema.events.certificateQuiz,
      feedback: schema.events.certificateFeedback,
    })
    .from(schema.events)
    .where(eq(schema.events.id, eventId));
  if (!event) return [];
  const nowMs = ctx.now().getTime();
  const minMinutes = event.minMinutes ?? ctx.config.ATTENDANCE_MIN_MINUTES;
  const figures = await memberAttendance(ctx, only === undefined ? { eventId } : { eventId, userId: only });
  // Staff's minutes when set; otherwise the platform's rule (ATTENDANCE_MIN_MINUTES, or marked present on the subscription).
  const present = figures.filter((figure) =>
    event.minMinutes === null
      ? hasCertificate(figure, event, nowMs)
      : figure.minutes >= minMinutes && hasCertificate({ ...figure, attended: true }, event, nowMs),
  );
  const quizDone = event.quiz ? await answeredEveryQuestion(ctx, eventId) : null;
  const feedbackGiven = event.feedback ? await gaveFeedback(ctx, eventId) : null;
  const earned = present.filter((figure) => (quizDone?.has(figure.userId) ?? true) && (feedbackGiven?.has(figure.userId) ?? true));
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
        criteria: { minMinutes, earnedOn: 'live' as const, ...(event.quiz ? { quiz: true } : {}), ...(event.feedback ? { feedback: true } : {}) },
        holderName: [person.firstname, person.lastname].filter(Boolean).join(' ') || person.email,
        registryNumber: registryNumberOf(person.jobPrecision),
      },
    ];
  });
  // One certificate per member and session: a second run (or a download racing the job) keeps the first.
  return ctx.db.insert(schema.certificates).values(rows).onConflictDoNothing().returning();
}

/** Those who answered every quiz question of a session; null when it has none (nothing to answer, the criterion holds). */
async function answeredEveryQuestion(ctx: ServiceContext, eventId: number): Promise<Set<number> | null> {
  const [questions] = await rowsOf<{ total: string }>(ctx.db, sql`select count(*) as total from quiz_questions where event_id = ${eventId}`);
  const total = Number(questions?.total ?? 0);
  if (total === 0) return null;
  const rows = await rowsOf<{ user_id: number }>(
    ctx.db,
    sql`select a.user_id from quiz_answers a join quiz_questions q on q.id = a.question_id
         where q.event_id = ${eventId} group by a.user_id having count(*) >= ${total}`,
  );
  return new Set(rows.map((row) => Number(row.user_id)));
}

/** Those who gave the session's feedback. */
async function gaveFeedback(ctx: ServiceContext, eventId: number): Promise<Set<number>> {
  const rows = await ctx.db.select({ userId: schema.feedbackAnswers.userId }).from(schema.feedbackAnswers).where(eq(schema.feedbackAnswers.eventId, eventId));
  return new Set(rows.map((row) => row.userId));
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
