import { asc, eq, sql } from 'drizzle-orm';
import { liveControlApi } from '@canal/contracts';
import { defineFileRoute, defineRoute, rowsOf, schema, toCsv, toXlsx, type ServiceContext } from '@canal/service-core';
import { memberAttendance } from '@canal/domain';
import { quizResults } from '../routes/room/quizView';
import { loadControlledEvent } from './events';
import { reportTable } from './reportTables';

type SessionReport = liveControlApi.SessionReport;
const { REPORT_PART_TITLES } = liveControlApi;

async function summary(ctx: ServiceContext, eventId: number): Promise<SessionReport> {
  const event = await loadControlledEvent(ctx, eventId);
  const [counts] = await rowsOf<{ registrations: string; questions: string; approved: string; answers: string }>(
    ctx.db,
    sql`select (select count(*) from subscriptions where event_id = ${eventId}) as registrations,
               (select count(*) from live_messages where event_id = ${eventId}) as questions,
               (select count(*) from live_messages where event_id = ${eventId} and approved) as approved,
               (select count(*) from feedback_answers where event_id = ${eventId}) as answers`,
  );
  // The one attendance (core memberAttendance): the account card, the certificate and the dashboard read the same.
  const attendance = await memberAttendance(ctx, { eventId });
  const questions = await ctx.db
    .select()
    .from(schema.quizQuestions)
    .where(eq(schema.quizQuestions.eventId, eventId))
    .orderBy(asc(schema.quizQuestions.quizPosition), asc(schema.quizQuestions.id));
  const quiz = await Promise.all(
    questions.map(async (question) => {
      const { voters, results } = await quizResults(ctx, question);
      const fieldOf = new Map(question.quizAnswers.map((answer) => [answer.rid, answer.field]));
      return {
        id: question.id,
        quizType: question.quizType === 'poll' ? ('poll' as const) : ('quiz' as const),
        quizQuestion: question.quizQuestion,
        voters,
        results: results.map((result) => ({ ...result, field: fieldOf.get(result.rid) ?? '' })),
      };
    }),
  );
  const items = await ctx.db
    .select()
    .from(schema.feedbackItems)
    .where(eq(schema.feedbackItems.eventId, eventId))
    .orderBy(asc(schema.feedbackItems.feedbackPosition), asc(schema.feedbackItems.id));
  const answers = await ctx.db
    .select({ answers: schema.feedbackAnswers.answers })
    .from(schema.feedbackAnswers)
    .where(eq(schema.feedbackAnswers.eventId, eventId));
  const valuesOf = (id: number) => answers.map((row) => row.answers[String(id)]).filter((value) => value !== undefined && value !== '');
  return {
    event,
    registrations: Number(counts?.registrations ?? 0),
    attendees: attendance.filter((row) => row.attended).length,
    attendanceMinutes: attendance.reduce((sum, row) => sum + row.minutes, 0),
    attendanceMinMinutes: ctx.config.ATTENDANCE_MIN_MINUTES,
    questions: Number(counts?.questions ?? 0),
    approvedQuestions: Number(counts?.approved ?? 0),
    quiz,
    feedback: {
      answers: Number(counts?.answers ?? 0),
      stars: items
        .filter((item) => item.feedbackType === 'stars')
        .map((item) => {
          const stars = valuesOf(item.id)
            .map(Number)
            .filter((value) => Number.isFinite(value));
          const average = stars.length === 0 ? null : Math.round((stars.reduce((sum, value) => sum + value, 0) / stars.length) * 100) / 100;
          return { id: item.id, feedbackQuestion: item.feedbackQuestion, average, count: stars.length };
        }),
      free: items
        .filter((item) => item.feedbackType === 'free')
        .map((item) => ({ id: item.id, feedbackQuestion: item.feedbackQuestion, texts: valuesOf(item.id).map(String) })),
    },
  };
}

/** GET /api/report/{eventId}: admin and buadm (the 'exports' rule). */
export const sessionReportRoute = defineRoute(liveControlApi.sessionReport)({
  samplePath: '/api/report/1',
  access: 'exports',
  async handle({ ctx, input }) {
    return { report: 'complete', data: await summary(ctx, input.eventId) };
  },
});

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET /api/report/{eventId}/export?part=&format=csv|xlsx: through the project's export code (BOM, ';', formulas neutralised). */
export const reportExportRoute = defineFileRoute(liveControlApi.reportExport)({
  samplePath: '/api/report/1/export?part=registrations&format=csv',
  access: 'exports',
  async handle({ ctx, input: { eventId, part, format }, reply }) {
    await loadControlledEvent(ctx, eventId);
    const table = await reportTable(ctx, eventId, part);
    const name = `session-${eventId}-${part}.${format}`;
    // Exports carry personal data: no copy in the browser's cache nor in a proxy's.
    if (format === 'csv')
      return reply.bytes(toCsv(table.header, table.lines), { type: 'text/csv; charset=utf-8', cacheControl: 'no-store', name, download: true });
    return reply.bytes(await toXlsx(REPORT_PART_TITLES[part], table.header, table.lines), { type: XLSX_TYPE, cacheControl: 'no-store', name, download: true });
  },
});
