import { liveApi } from '@canal/contracts';
import { defineRoute, schema } from '@canal/service-core';
import { requireRoomEntry } from '../../room/enterRoom';

/** POST /api/message/send: a question from the room, stored unapproved for the moderators; a retry of the same key is stored once. */
export const messageSendRoute = defineRoute(liveApi.messageSend)({
  access: 'member',
  async handle({ ctx, input, user }) {
    const event = await requireRoomEntry(ctx, user, input.eid);
    await ctx.db
      .insert(schema.liveMessages)
      .values({ eventId: event.id, userId: user?.id ?? null, content: input.message, approved: false, clientKey: input.key, createdAt: ctx.now() })
      .onConflictDoNothing();
    return { form: 'saved', log: 'Question envoyée !' };
  },
});
