import { and, eq } from 'drizzle-orm';
import { liveApi } from '@canal/contracts';
import { defineRoute, notFound, schema } from '@canal/service-core';
import { requireRoomEntry } from '../../room/enterRoom';

/** POST /api/announce/get/{eventId}/?q={announceId}: an announcement of the session, for the room's overlay. */
export const announceGetRoute = defineRoute(liveApi.announceGet)({
  samplePath: '/api/announce/get/1?q=1',
  access: 'member',
  roomPass: { eventIdField: 'eventId' },
  async handle({ ctx, input, user }) {
    await requireRoomEntry(ctx, user, input.eventId);
    const [row] = await ctx.db
      .select({ id: schema.announcements.id, announceTitle: schema.announcements.announceTitle, announceText: schema.announcements.announceText })
      .from(schema.announcements)
      .where(and(eq(schema.announcements.id, input.q), eq(schema.announcements.eventId, input.eventId)));
    if (!row) throw notFound('Annonce introuvable.');
    return { announce: 'complete', data: row };
  },
});
