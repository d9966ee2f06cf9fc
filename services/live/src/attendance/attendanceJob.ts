import { inArray, sql } from 'drizzle-orm';
import { defineJob, schema, rowsOf, type ServiceContext } from '@canal/service-core';
import { claimCertificateNotices, computeAttendance } from './computeAttendance';
import { issueCertificates } from './issueCertificates';

/** Sessions that ended within this window are (re)computed at each tick: late disconnections are caught. */
const WINDOW_HOURS = 48;

function certificateMail(to: string, firstname: string, title: string, publicUrl: string, eventId: number) {
  return {
    to,
    subject: `Votre attestation de présence : ${title}`,
    text:
      `Bonjour ${firstname},\n\nMerci d'avoir participé à « ${title} ». Votre attestation de présence est disponible :\n` +
      `${publicUrl}/api/attendance/certificate/${eventId}\n\n(connectez-vous pour la télécharger ; elle est aussi dans Mes fichiers)\n\nL'équipe Canal Pneumo`,
  };
}

/** Computes the attendance of one session, issues the certificates earned, then tells each new attendee once that the certificate is ready. */
export async function settleSession(ctx: ServiceContext, eventId: number, title: string): Promise<void> {
  await computeAttendance(ctx, eventId);
  await issueCertificates(ctx, eventId);
  const told = await claimCertificateNotices(ctx, eventId);
  if (told.length === 0) return;
  const people = await ctx.db
    .select({ email: schema.users.email, firstname: schema.users.firstname })
    .from(schema.users)
    .where(
      inArray(
        schema.users.id,
        told.map((row) => row.userId),
      ),
    );
  const publicUrl = (ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`).replace(/\/$/, '');
  for (const person of people) await ctx.outbox.send(certificateMail(person.email, person.firstname, title, publicUrl, eventId));
}

/** Every 10 minutes: the sessions that ended in the last two days get their attendance and certificates. */
export const attendanceJob = defineJob({
  name: 'live:attendance',
  schedule: '*/10 * * * *',
  async run(ctx) {
    const ended = await rowsOf<{ id: number; title: string }>(
      ctx.db,
      sql`select id, title from events
           where date + duration_min * interval '1 minute' <= ${ctx.now().toISOString()}::timestamptz
             and date + duration_min * interval '1 minute' > ${ctx.now().toISOString()}::timestamptz - ${WINDOW_HOURS} * interval '1 hour'`,
    );
    for (const event of ended) await settleSession(ctx, event.id, event.title);
  },
});
