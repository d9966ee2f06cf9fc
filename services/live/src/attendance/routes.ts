import { eq } from 'drizzle-orm';
import { fileUrl, liveApi } from '@canal/contracts';
import { defineFileRoute, defineRoute, HttpError, schema, type ApiRoute } from '@canal/service-core';
import { hasCertificate, memberAttendance } from '@canal/domain';
import { attendanceRows } from './attendanceRows';
import { certificatePdf } from './certificatePdf';

/** GET /api/attendance/mine: the sessions the caller attended, with their certificates. */
const mineRoute = defineRoute(liveApi.attendanceMine)({
  access: 'member',
  async handle({ ctx, user }) {
    const rows = await attendanceRows(ctx, user.id, true);
    return { attendance: 'complete', data: rows.map((row) => ({ ...row, certificateUrl: fileUrl(liveApi.certificate, { eventId: row.eventId }) })) };
  },
});

/** GET /api/attendance/user/{userId}: for the staff who see accounts. */
const ofUserRoute = defineRoute(liveApi.attendanceOfUser)({
  samplePath: '/api/attendance/user/1',
  access: 'accounts',
  async handle({ ctx, input }) {
    return { attendance: 'complete', data: await attendanceRows(ctx, input.userId, false) };
  },
});

export const NO_CERTIFICATE = "Aucune attestation : votre présence à cette session n'atteint pas la durée requise, ou la session n'est pas terminée.";

/** GET /api/attendance/certificate/{eventId}: the caller's own certificate, only if they attended. */
const certificateRoute = defineFileRoute(liveApi.certificate)({
  samplePath: '/api/attendance/certificate/1',
  access: 'member',
  async handle({ ctx, input, user, reply }) {
    const [event] = await ctx.db
      .select({ title: schema.events.title, date: schema.events.date, durationMin: schema.events.durationMin })
      .from(schema.events)
      .where(eq(schema.events.id, input.eventId));
    const [figure] = await memberAttendance(ctx, { eventId: input.eventId, userId: user.id });
    if (!event || !hasCertificate(figure, event, ctx.now().getTime())) throw new HttpError(404, NO_CERTIFICATE, 'not_found');
    const participant = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email;
    const pdf = await certificatePdf({
      participant,
      email: user.email,
      sessionTitle: event.title,
      sessionDate: event.date,
      minutes: figure.minutes,
      issuedAt: ctx.now(),
    });
    return reply.bytes(pdf, { type: 'application/pdf', cacheControl: 'private, no-store', name: `attestation-presence-${input.eventId}.pdf`, download: true });
  },
});

export const attendanceRoutes: ApiRoute[] = [mineRoute, ofUserRoute, certificateRoute];
