import { eq } from 'drizzle-orm';
import { isAllowed, type EventCard, type HomeData, type Principal } from '@canal/contracts';
import { cachedPublicData, schema, type ServiceContext } from '@canal/service-core';
import { eventStateIn, subscribedEventIds, toEventCard } from '@canal/domain';

const { events, themes } = schema;

const NOT_FINISHED = new Set(['pending', 'delayed', 'live']);

/** The sessions not over yet, or with a replay, with their themes: the same rows for everyone. */
function sessionsNotOver(ctx: ServiceContext, now: Date) {
  return ctx.db
    .select({ event: events, theme: themes })
    .from(events)
    .leftJoin(themes, eq(themes.id, events.themeId))
    .where(eventStateIn(now, ['pending', 'live', 'delayed', 'replay']))
    .orderBy(events.date, events.id);
}

/** The cards of those sessions as everyone sees them (subscribed to none): built once per read, not per request. */
function sharedCards(ctx: ServiceContext, now: Date, canSeeReplay: boolean): Promise<EventCard[]> {
  return cachedPublicData(ctx, canSeeReplay ? 'home:cards:replays' : 'home:cards', async () =>
    (await cachedPublicData(ctx, 'home:sessions', () => sessionsNotOver(ctx, now))).map((row) =>
      toEventCard(row.event, row.theme, { now, isSubscribed: false, canSeeReplay }),
    ),
  );
}

const NONE: ReadonlySet<number> = new Set();

/**
 * The home page's lists: the sessions' cards (shared by every request for a few seconds, see
 * cachedPublicData) and the current user's subscriptions among them (kept per process, see
 * subscribedEventIds): a member's home reads nothing from the database most of the time.
 */
export async function loadHomeData(ctx: ServiceContext, userId: number | null, principal: Principal): Promise<HomeData> {
  const shared = await sharedCards(ctx, ctx.now(), isAllowed('replays', principal));
  const subscribed = userId !== null && shared.length > 0 ? await subscribedEventIds(ctx, userId) : NONE;
  // The shared cards are never changed: a subscribed one is copied with its flag.
  const cards = subscribed.size > 0 ? shared.map((card) => (subscribed.has(card.id) ? { ...card, isSubscribed: 1 as const } : card)) : shared;
  const availableEvents = cards.filter((card) => NOT_FINISHED.has(card.eventState));
  return {
    live: availableEvents.filter((card) => card.eventState === 'live'),
    replays: cards.filter((card) => card.eventState === 'replay').reverse(),
    availableEvents,
    myfutureevents: availableEvents.filter((card) => card.isSubscribed === 1),
  };
}
