import { eq, gt, inArray, or, sql } from 'drizzle-orm';
import { isAllowed, type HomeData, type Principal } from '@canal/contracts';
import { cachedPublicData, schema, toEventCard, type ServiceContext } from '@canal/service-core';

const { events, themes, subscriptions } = schema;

const NOT_FINISHED = new Set(['pending', 'delayed', 'live']);

/** The sessions not over yet, or with a replay, with their themes: the same rows for everyone. */
function sessionsNotOver(ctx: ServiceContext, now: Date) {
  return ctx.db
    .select({ event: events, theme: themes })
    .from(events)
    .leftJoin(themes, eq(themes.id, events.themeId))
    .where(
      or(
        inArray(events.state, ['replay', 'delayed']),
        gt(sql`${events.date} + ${events.durationMin} * interval '1 minute'`, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(events.date, events.id);
}

const preparedSubscriptions = new WeakMap<ServiceContext['db'], ReturnType<typeof prepareSubscriptions>>();

function prepareSubscriptions(db: ServiceContext['db']) {
  return db
    .select({ eventId: subscriptions.eventId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .prepare('home_subscriptions');
}

/** Every session the user subscribed to (a few dozen at most): a prepared statement, read on each member's home. */
async function subscribedEventIds(ctx: ServiceContext, userId: number): Promise<Set<number>> {
  let prepared = preparedSubscriptions.get(ctx.db);
  if (!prepared) {
    prepared = prepareSubscriptions(ctx.db);
    preparedSubscriptions.set(ctx.db, prepared);
  }
  return new Set((await prepared.execute({ userId })).map((row) => row.eventId));
}

/**
 * The home page's lists: the sessions (shared by every request for a few seconds, see
 * cachedPublicData) and the current user's subscriptions among them.
 */
export async function loadHomeData(ctx: ServiceContext, userId: number | null, principal: Principal): Promise<HomeData> {
  const now = ctx.now();
  const rows = await cachedPublicData(ctx, 'home:sessions', () => sessionsNotOver(ctx, now));

  const subscribed = userId !== null && rows.length > 0 ? await subscribedEventIds(ctx, userId) : new Set<number>();

  const canSeeReplay = isAllowed('replays', principal);
  const cards = rows.map((row) => toEventCard(row.event, row.theme, { now, isSubscribed: subscribed.has(row.event.id), canSeeReplay }));
  const availableEvents = cards.filter((card) => NOT_FINISHED.has(card.eventState));
  return {
    live: availableEvents.filter((card) => card.eventState === 'live'),
    replays: cards.filter((card) => card.eventState === 'replay').reverse(),
    availableEvents,
    myfutureevents: availableEvents.filter((card) => card.isSubscribed === 1),
  };
}
