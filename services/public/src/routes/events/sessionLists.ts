import { and, desc, eq } from 'drizzle-orm';
import { isAllowed, subscriptionApi } from '@canal/contracts';
import { defineRoute, schema } from '@canal/service-core';
import { eventStateIn, toEventCard } from '@canal/domain';
import { loadHomeData } from '../../events/loadHomeData';

const { events, subscriptions, themes } = schema;

/** POST /api/availableevents: the home page's available sessions, for a client of the spec's calls. */
export const availableEventsRoute = defineRoute(subscriptionApi.availableEvents)({
  access: 'public',
  async handle({ ctx, user, principal }) {
    return { events: 'complete', data: (await loadHomeData(ctx, user?.id ?? null, principal)).availableEvents };
  },
});

/** POST /api/myevents: the caller's sessions to come (the home page's 'your events'). */
export const myEventsRoute = defineRoute(subscriptionApi.myEvents)({
  access: 'loggedIn',
  async handle({ ctx, user, principal }) {
    return { events: 'complete', data: (await loadHomeData(ctx, user.id, principal)).myfutureevents };
  },
});

/** POST /api/mypastevents: the caller's sessions that are over (finished, or with their replay), latest first. */
export const myPastEventsRoute = defineRoute(subscriptionApi.myPastEvents)({
  access: 'loggedIn',
  async handle({ ctx, user, principal }) {
    const now = ctx.now();
    const rows = await ctx.db
      .select({ event: events, theme: themes })
      .from(subscriptions)
      .innerJoin(events, eq(events.id, subscriptions.eventId))
      .leftJoin(themes, eq(themes.id, events.themeId))
      // A postponed session has no date yet: it is not over.
      .where(and(eq(subscriptions.userId, user.id), eventStateIn(now, ['finished', 'replay'])))
      .orderBy(desc(events.date), desc(events.id))
      .limit(200);
    const canSeeReplay = isAllowed('replays', principal);
    return { events: 'complete', data: rows.map((row) => toEventCard(row.event, row.theme, { now, isSubscribed: true, canSeeReplay })) };
  },
});
