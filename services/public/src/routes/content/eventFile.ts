import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { contentApi, fileUrl, isAllowed } from '@canal/contracts';
import { defineFileRoute, HttpError, notFound, schema } from '@canal/service-core';

const { events, subscriptions } = schema;

export const EVENT_FILES_RESERVED = 'Ces fichiers sont réservés aux inscrits de la session.';
const MISSING = 'Fichier introuvable.';

/** Where 'Mes fichiers' links a session's post-session file: this route, never the file's storage path. */
export const eventFileUrl = (eventId: number, dest: string) => fileUrl(contentApi.eventFile, { eventId, file: path.basename(dest) });

/**
 * GET /api/files/event/{eventId}/{file}: a post-session file (slides...), stored under a private kind
 * (EVENT_POST_FILES_KIND, which /cache refuses), for the session's subscribers, and staff and admins.
 */
export const eventFileRoute = defineFileRoute(contentApi.eventFile)({
  samplePath: '/api/files/event/1/diapositives.pdf',
  access: 'member',
  async handle({ ctx, input: { eventId, file: name }, user, principal, reply }) {
    const [event] = await ctx.db.select({ postFiles: events.postFiles }).from(events).where(eq(events.id, eventId));
    if (!event) throw notFound(MISSING);
    if (!isAllowed('staff', principal)) {
      const [subscribed] = await ctx.db
        .select({ eventId: subscriptions.eventId })
        .from(subscriptions)
        .where(and(eq(subscriptions.eventId, eventId), eq(subscriptions.userId, user.id)));
      if (!subscribed) throw new HttpError(403, EVENT_FILES_RESERVED, 'forbidden');
    }
    const file = event.postFiles.find((candidate) => path.basename(candidate.dest) === name);
    return reply.stored(file, { missing: MISSING, cacheControl: 'private, no-store' });
  },
});
