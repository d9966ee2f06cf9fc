import { desc, sql } from 'drizzle-orm';
import { outerColumn, schema, type ServiceContext } from '@canal/service-core';
import { attendeesOf, eventStateIn } from '@canal/domain';

const { events, subscriptions } = schema;

export interface SessionAttendance {
  id: number;
  title: string;
  eventDate: number;
  subscribers: number;
  attended: number;
}

/** Subscribers of the outer session. */
export const subscribersOf = sql<number>`(select count(*)::int from ${subscriptions} where ${subscriptions.eventId} = ${outerColumn(events.id)})`;

/**
 * The last `limit` sessions held (over now, or put in replay), latest first, with their subscribers
 * and those who attended: core's one attendance (attendeesOf), the figure the session report gives.
 */
export async function sessionAttendance(ctx: ServiceContext, limit: number): Promise<SessionAttendance[]> {
  const rows = await ctx.db
    .select({ id: events.id, title: events.title, date: events.date, subscribers: subscribersOf })
    .from(events)
    .where(eventStateIn(ctx.now(), ['finished', 'replay']))
    .orderBy(desc(events.date), desc(events.id))
    .limit(limit);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      title: row.title,
      eventDate: Math.floor(row.date.getTime() / 1000),
      subscribers: Number(row.subscribers),
      attended: (await attendeesOf(ctx, row.id)).length,
    })),
  );
}
