import { subscriptionApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { subscribedEventIds } from '@canal/domain';
import { themesWithSessions } from '../../subscriptions/sessionDates';

const NONE: ReadonlySet<number> = new Set();

/** GET /api/events/themes: /subscribe's theme cards and date pickers, the viewer's subscriptions flagged. */
export const subscribeThemesRoute = defineRoute(subscriptionApi.subscribeThemes)({
  access: 'public',
  async handle({ ctx, user }) {
    const subscribed = user ? await subscribedEventIds(ctx, user.id) : NONE;
    return { events: 'complete', data: await themesWithSessions(ctx, subscribed) };
  },
});
