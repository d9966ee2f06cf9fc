import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { schema, type ServiceContext } from '@canal/service-core';
import type { ReplayRow } from './toReplayCard';

const { events, subscriptions, themes } = schema;

/** Sessions with their theme and the user's subscription, filtered by `where`, most recent first. */
export async function selectReplayRows(ctx: ServiceContext, userId: number | null, where: SQL | undefined): Promise<ReplayRow[]> {
  return ctx.db
    .select({
      id: events.id,
      themeId: events.themeId,
      themeName: themes.name,
      themeColor: themes.color,
      title: events.title,
      shortDescription: events.shortDescription,
      description: events.description,
      program: events.program,
      category: events.category,
      date: events.date,
      durationMin: events.durationMin,
      state: events.state,
      isFull: events.isFull,
      replayOnline: events.replayOnline,
      thumb: events.thumb,
      hosts: events.hosts,
      linkReplay: events.linkReplay,
      subscribed: sql<boolean>`${subscriptions.userId} is not null`,
    })
    .from(events)
    .leftJoin(themes, eq(themes.id, events.themeId))
    .leftJoin(subscriptions, and(eq(subscriptions.eventId, events.id), eq(subscriptions.userId, userId ?? -1)))
    .where(where)
    .orderBy(desc(events.date), desc(events.id));
}
