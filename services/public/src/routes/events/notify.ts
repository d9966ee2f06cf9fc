import { eq } from 'drizzle-orm';
import { subscriptionApi } from '@canal/contracts';
import { defineRoute, HttpError, notFound, schema } from '@canal/service-core';

/** POST /api/events/notify/{id}: 'Prévenez-moi' — an e-mail when a postponed session gets its date, once per address. */
export const notifyRoute = defineRoute(subscriptionApi.notify)({
  access: 'public',
  samplePath: '/api/events/notify/1',
  async handle({ ctx, input }) {
    const [session] = await ctx.db.select().from(schema.events).where(eq(schema.events.id, input.id));
    if (!session) throw notFound();
    if (session.state !== 'delayed') throw new HttpError(409, 'Cette session a déjà une date : vous pouvez vous y inscrire.', 'not_delayed');
    await ctx.db
      .insert(schema.eventNotifyRequests)
      .values({ email: input.remail.toLowerCase(), eventId: session.id, createdAt: ctx.now() })
      .onConflictDoNothing();
    return { notify: 'complete', log: 'C’est noté : nous vous écrirons dès que la date sera connue.' };
  },
});
