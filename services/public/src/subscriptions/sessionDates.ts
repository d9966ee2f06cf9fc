import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { formatEventDate, type SessionDate, type ThemeSessions } from '@canal/contracts';
import { cachedPublicData, schema, type ServiceContext } from '@canal/service-core';
import { DEFAULT_THEME_COLOR, eventStateAt, eventStateIn, type EventRow } from '@canal/domain';

const { events, themes } = schema;

/** A session as the date pickers show it; `subscribed` is the viewer's set. */
export function toSessionDate(event: EventRow, now: Date, subscribed: ReadonlySet<number>): SessionDate {
  const eventDate = Math.floor(event.date.getTime() / 1000);
  const eventState = eventStateAt(event, now);
  return {
    value: event.id,
    label: event.state === 'delayed' ? 'Date à venir' : formatEventDate(eventDate),
    eventTitle: event.title,
    eventDate,
    eventDuration: event.durationMin,
    eventState,
    isFull: event.isFull ? 1 : 0,
    isSubscribed: subscribed.has(event.id) ? 1 : 0,
  };
}

/** Sessions one may still choose: to come or live; postponed ones are listed, not selectable. */
function stillOpen(now: Date) {
  return eventStateIn(now, ['pending', 'live', 'delayed']);
}

/** The open sessions of a theme, earliest first (postponed ones last). */
export function openSessionsOfTheme(ctx: ServiceContext, themeId: number) {
  return ctx.db
    .select()
    .from(events)
    .where(and(eq(events.themeId, themeId), stillOpen(ctx.now())))
    .orderBy(sql`${events.state} = 'delayed'`, asc(events.date), asc(events.id));
}

/** The themes with open sessions and those sessions, the same for everyone: cached like the home cards. */
function openThemes(ctx: ServiceContext) {
  return cachedPublicData(ctx, 'subscribe:themes', async () => {
    const rows = await ctx.db
      .select({ event: events, theme: themes })
      .from(events)
      .innerJoin(themes, eq(themes.id, events.themeId))
      .where(and(isNotNull(events.themeId), stillOpen(ctx.now())))
      .orderBy(asc(themes.name), sql`${events.state} = 'delayed'`, asc(events.date), asc(events.id));
    const byTheme = new Map<number, { theme: typeof themes.$inferSelect; sessions: EventRow[] }>();
    for (const { event, theme } of rows) {
      const entry = byTheme.get(theme.id) ?? { theme, sessions: [] };
      entry.sessions.push(event);
      byTheme.set(theme.id, entry);
    }
    return [...byTheme.values()];
  });
}

/** /subscribe's themes, each with its dates as the viewer sees them (subscribed ones flagged). */
export async function themesWithSessions(ctx: ServiceContext, subscribed: ReadonlySet<number>): Promise<ThemeSessions[]> {
  const now = ctx.now();
  return (await openThemes(ctx)).map(({ theme, sessions }) => ({
    id: theme.id,
    themeName: theme.name,
    themeSubTitle: theme.subTitle,
    themeColor: theme.color || DEFAULT_THEME_COLOR,
    themeDescription: theme.description,
    themeThumb: theme.thumb.map((file) => ({ dest: file.dest })),
    sessions: sessions.map((event) => toSessionDate(event, now, subscribed)),
  }));
}

/** The sessions named by a request, in the order asked; unknown ids are reported by the caller. */
export async function sessionsByIds(ctx: ServiceContext, ids: number[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db.select().from(events).where(inArray(events.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
