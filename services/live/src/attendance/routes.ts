import { eq, inArray } from 'drizzle-orm';
import { fileUrl, liveApi } from '@canal/contracts';
import { defineFileRoute, defineRoute, HttpError, schema, type ApiRoute, type ServiceContext } from '@canal/service-core';
import { attendanceRows } from './attendanceRows';
import { normalizeCertificateNumber } from './certificateNumber';
import { certificatePdf } from './certificatePdf';
import { certificateOf, type Certificate } from './issueCertificates';
import { zipOf } from './zipOf';

/** The caller's certificates with their sessions, latest session first (issued now for any the job has not reached yet). */
async function myCertificates(ctx: ServiceContext, userId: number) {
  // Every session with minutes (a session's own criteria may ask fewer than ATTENDANCE_MIN_MINUTES): certificateOf decides.
  const rows = await attendanceRows(ctx, userId, false);
  const issued = await Promise.all(rows.map((row) => certificateOf(ctx, row.eventId, userId)));
  return rows.flatMap((row, index) => {
    const certificate = issued[index];
    return certificate ? [{ row, certificate }] : [];
  });
}

/** GET /api/attendance/mine: the sessions the caller attended, with their certificates. */
const mineRoute = defineRoute(liveApi.attendanceMine)({
  access: 'member',
  async handle({ ctx, user }) {
    const mine = await myCertificates(ctx, user.id);
    return {
      attendance: 'complete',
      data: mine.map(({ row, certificate }) => ({
        ...row,
        certificateUrl: fileUrl(liveApi.certificate, { eventId: row.eventId }),
        certificateNumber: certificate.number,
      })),
    };
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
export const UNKNOWN_CERTIFICATE = "Aucune attestation ne porte ce numéro. Vérifiez le numéro imprimé sous le QR code de l'attestation.";
export const NO_CERTIFICATES_YET = "Vous n'avez encore aucune attestation.";

/** Where a certificate's QR code leads: the public page that confirms it. */
export function verifyUrlOf(ctx: ServiceContext, number: string): string {
  const publicUrl = (ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`).replace(/\/$/, '');
  return `${publicUrl}${liveApi.CERTIFICATE_PAGE_PATH}/${number}`;
}

async function pdfOf(ctx: ServiceContext, certificate: Certificate, event: { title: string; date: Date }): Promise<Uint8Array> {
  return certificatePdf({
    number: certificate.number,
    holderName: certificate.holderName,
    registryNumber: certificate.registryNumber,
    sessionTitle: event.title,
    sessionDate: event.date,
    minutesLive: certificate.minutesLive,
    minutesReplay: certificate.minutesReplay,
    criteria: certificate.criteria,
    issuedAt: certificate.issuedAt,
    verifyUrl: verifyUrlOf(ctx, certificate.number),
  });
}

const fileNameOf = (certificate: Certificate, eventId: number) => `attestation-${eventId}-${certificate.number}.pdf`;

/** GET /api/attendance/certificate/{eventId}: the caller's own certificate, only if they attended. */
const certificateRoute = defineFileRoute(liveApi.certificate)({
  samplePath: '/api/attendance/certificate/1',
  access: 'member',
  async handle({ ctx, input, user, reply }) {
    const [event] = await ctx.db
      .select({ title: schema.events.title, date: schema.events.date })
      .from(schema.events)
      .where(eq(schema.events.id, input.eventId));
    const certificate = event ? await certificateOf(ctx, input.eventId, user.id) : null;
    if (!event || !certificate) throw new HttpError(404, NO_CERTIFICATE, 'not_found');
    const pdf = await pdfOf(ctx, certificate, event);
    return reply.bytes(pdf, { type: 'application/pdf', cacheControl: 'private, no-store', name: fileNameOf(certificate, input.eventId), download: true });
  },
});

/** GET /api/attendance/certificates.zip: all the caller's certificates in one ZIP, for their three-year file. */
const zipRoute = defineFileRoute(liveApi.certificatesZip)({
  access: 'member',
  async handle({ ctx, user, reply }) {
    const mine = await myCertificates(ctx, user.id);
    if (mine.length === 0) throw new HttpError(404, NO_CERTIFICATES_YET, 'not_found');
    const events = await ctx.db
      .select({ id: schema.events.id, title: schema.events.title, date: schema.events.date })
      .from(schema.events)
      .where(
        inArray(
          schema.events.id,
          mine.map(({ row }) => row.eventId),
        ),
      );
    const byId = new Map(events.map((event) => [event.id, event]));
    // One PDF at a time into the stream: a member with many sessions never holds them all in memory.
    const entries = mine.flatMap(({ row, certificate }) => {
      const event = byId.get(row.eventId);
      return event ? [{ name: fileNameOf(certificate, row.eventId), make: () => pdfOf(ctx, certificate, event) }] : [];
    });
    return reply.stream(zipOf(entries), { type: 'application/zip', cacheControl: 'private, no-store', name: 'mes-attestations.zip', download: true });
  },
});

/** GET /api/attendance/verify/{number}: the public check a QR code leads to; the holder's name, the session and its date only. */
const verifyRoute = defineRoute(liveApi.certificateVerify)({
  samplePath: '/api/attendance/verify/0000000000',
  access: 'public',
  async handle({ ctx, input }) {
    const number = normalizeCertificateNumber(input.number);
    const [found] = number
      ? await ctx.db
          .select({ number: schema.certificates.number, holderName: schema.certificates.holderName, title: schema.events.title, date: schema.events.date })
          .from(schema.certificates)
          .innerJoin(schema.events, eq(schema.events.id, schema.certificates.eventId))
          .where(eq(schema.certificates.number, number))
      : [];
    if (!found) throw new HttpError(404, UNKNOWN_CERTIFICATE, 'not_found');
    return {
      certificate: 'complete',
      number: found.number,
      holderName: found.holderName,
      sessionTitle: found.title,
      sessionDate: Math.floor(found.date.getTime() / 1000),
    };
  },
});

export const attendanceRoutes: ApiRoute[] = [mineRoute, ofUserRoute, certificateRoute, zipRoute, verifyRoute];
