import { and, eq } from 'drizzle-orm';
import { fileUrl, liveApi } from '@canal/contracts';
import { defineFileRoute, defineRoute, HttpError, schema, type ApiRoute } from '@canal/service-core';
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

export const NO_CERTIFICATE = "Aucune attestation : votre présence à cette session n'atteint pas la durée requise, ou n'est pas encore calculée.";

/** GET /api/attendance/certificate/{eventId}: the caller's own certificate, only if they attended. */
const certificateRoute = defineFileRoute(liveApi.certificate)({
  samplePath: '/api/attendance/certificate/1',
  access: 'member',
  async handle({ ctx, input, user, reply }) {
    const [row] = await ctx.db
      .select({ minutes: schema.attendance.minutes, hasAttended: schema.attendance.hasAttended, title: schema.events.title, date: schema.events.date })
      .from(schema.attendance)
      .innerJoin(schema.events, eq(schema.events.id, schema.attendance.eventId))
      .where(and(eq(schema.attendance.eventId, input.eventId), eq(schema.attendance.userId, user.id)));
    if (!row?.hasAttended) throw new HttpError(404, NO_CERTIFICATE, 'not_found');
    const participant = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email;
    const pdf = await certificatePdf({ participant, email: user.email, sessionTitle: row.title, sessionDate: row.date, minutes: row.minutes, issuedAt: ctx.now() });
    return reply.bytes(pdf, { type: 'application/pdf', cacheControl: 'private, no-store', name: `attestation-presence-${input.eventId}.pdf`, download: true });
  },
});

export const attendanceRoutes: ApiRoute[] = [mineRoute, ofUserRoute, certificateRoute];
