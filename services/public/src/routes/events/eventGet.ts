import { eq } from 'drizzle-orm';
import { isAllowed, subscriptionApi } from '@canal/contracts';
import { defineRoute, notFound, schema } from '@canal/service-core';
import { subscribedEventIds, toEventCard } from '@canal/domain';
import { openSessionsOfTheme, toSessionDate } from '../../subscriptions/sessionDates';

const NONE: ReadonlySet<number> = new Set();

/** POST /api/events/get/{id}: a session's page, with the other open dates of its theme to choose from. */
export const eventGetRoute = defineRoute(subscriptionApi.eventGet)({
  access: 'public',
  samplePath: '/api/events/get/1',
  async handle({ ctx, input, user, principal }) {
    const [row] = await ctx.db
      .select({ event: schema.events, theme: schema.themes })
      .from(schema.events)
      .leftJoin(schema.themes, eq(schema.themes.id, schema.events.themeId))
      .where(eq(schema.events.id, input.id));
    if (!row) throw notFound();
    const now = ctx.now();
    const subscribed = user ? await subscribedEventIds(ctx, user.id) : NONE;
    const siblings = row.event.themeId === null ? [] : await openSessionsOfTheme(ctx, row.event.themeId);
    const dates = siblings.some((session) => session.id === row.event.id) ? siblings : [row.event, ...siblings];
    const card = toEventCard(row.event, row.theme, { now, isSubscribed: subscribed.has(row.event.id), canSeeReplay: isAllowed('replays', principal) });
    return {
      event: 'complete',
      data: {
        ...card,
        themeSubTitle: row.theme?.subTitle ?? '',
        themeDescription: row.theme?.description ?? '',
        themeProgram: row.theme?.program ?? '',
        eventGuestsDescription: row.event.guestsDescription,
        eventLinkTeasing: row.event.linkTeasing,
        eventDates: dates.map((session) => toSessionDate(session, now, subscribed)),
      },
    };
  },
});
