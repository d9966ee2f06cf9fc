import { sql } from 'drizzle-orm';
import { liveApi } from '@canal/contracts';
import { badRequest, defineRoute, schema } from '@canal/service-core';
import { requireRoomEntry } from '../../room/enterRoom';

/** POST /api/live/track/{eventId}: the span of the player watched since viewStart (epoch seconds), stretched by each call. */
export const videoTrackRoute = defineRoute(liveApi.videoTrack)({
  samplePath: '/api/live/track/1',
  access: 'member',
  roomPass: { eventIdField: 'eventId' },
  async handle({ ctx, input, user }) {
    await requireRoomEntry(ctx, user, input.eventId);
    const nowSeconds = ctx.now().getTime() / 1000;
    if (input.viewLast < input.viewStart || input.viewLast > nowSeconds + 60 || input.viewStart < nowSeconds - 24 * 3600) {
      throw badRequest('Horodatage invalide.');
    }
    const viewStart = new Date(input.viewStart * 1000);
    const viewLast = new Date(input.viewLast * 1000);
    await ctx.db
      .insert(schema.videoViews)
      .values({ eventId: input.eventId, userId: user.id, viewStart, viewLast, updatedAt: ctx.now() })
      .onConflictDoUpdate({
        target: [schema.videoViews.eventId, schema.videoViews.userId, schema.videoViews.viewStart],
        set: { viewLast: sql`greatest(${schema.videoViews.viewLast}, excluded.view_last)`, updatedAt: ctx.now() },
      });
    return { track: 'complete' };
  },
});
