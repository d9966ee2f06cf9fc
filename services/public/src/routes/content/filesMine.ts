import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { contentApi, fileUrl, liveApi, type MemberFilesEvent } from '@canal/contracts';
import { defineRoute, schema, type ServiceContext } from '@canal/service-core';
import { hasCertificate, memberAttendance } from '@canal/domain';
import { eventFileUrl } from './eventFile';

const { events, subscriptions } = schema;

export const CERTIFICATE_NAME = 'Attestation de présence.pdf';

/**
 * POST /api/files/mine: 'Mes fichiers', the sessions the caller subscribed to that have files
 * (post-event files, linked to their guarded route, and the attendance certificate once the
 * participant attended), latest first.
 */
async function memberFiles(ctx: ServiceContext, userId: number): Promise<MemberFilesEvent[]> {
  const rows = await ctx.db
    .select({ id: events.id, title: events.title, date: events.date, durationMin: events.durationMin, postFiles: events.postFiles })
    .from(subscriptions)
    .innerJoin(events, eq(events.id, subscriptions.eventId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(events.date));
  // The certificate once attended (core memberAttendance, the one attendance) and the session over, as its route decides.
  const figures = new Map((await memberAttendance(ctx, { userId })).map((row) => [row.eventId, row]));
  const withCertificate = (row: (typeof rows)[number]) => hasCertificate(figures.get(row.id), row, ctx.now().getTime());
  return rows
    .filter((row) => row.postFiles.length > 0 || withCertificate(row))
    .map((row) => ({
      eventId: row.id,
      eventTitle: row.title,
      eventDate: Math.floor(row.date.getTime() / 1000),
      files: [
        ...row.postFiles.map((file) => ({ name: file.name ?? path.basename(file.dest), url: eventFileUrl(row.id, file.dest), size: file.size ?? null })),
        ...(withCertificate(row) ? [{ name: CERTIFICATE_NAME, url: fileUrl(liveApi.certificate, { eventId: row.id }), size: null }] : []),
      ],
    }));
}

export const filesMineRoute = defineRoute(contentApi.filesMine)({
  access: 'loggedIn',
  async handle({ ctx, user }) {
    return { files: 'complete', data: await memberFiles(ctx, user.id) };
  },
});

/** POST /api/events/files/ (spec 001 §7): the same, with each session's post-session files as the spec names them. */
export const eventsFilesRoute = defineRoute(contentApi.eventsFiles)({
  access: 'loggedIn',
  async handle({ ctx, user }) {
    const sessions = await memberFiles(ctx, user.id);
    return {
      files: 'complete',
      data: sessions.map((session) => ({ ...session, eventPostFiles: session.files.filter((file) => file.name !== CERTIFICATE_NAME) })),
    };
  },
});
