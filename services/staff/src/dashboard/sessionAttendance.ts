import { desc, sql } from 'drizzle-orm';
import { eventStateIn, outerColumn, schema, type ServiceContext } from '@canal/service-core';

const { events, subscriptions, attendance } = schema;

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
 * Who attended the outer session: the `attendance` rows marked attended, the figure the session
 * report gives. (If the attendance is one day computed elsewhere, this expression is the one place to change.)
 */
const attendedOf = sql<number>`(select count(*)::int from ${attendance} where ${attendance.eventId} = ${outerColumn(events.id)} and ${attendance.hasAttended})`;

/** The last `limit` sessions held (over now, or put in replay), latest first, with their subscribers and attendance. */
export async function sessionAttendance(ctx: ServiceContext, limit: number): Promise<SessionAttendance[]> {
  const rows = await ctx.db
    .select({ id: events.id, title: events.title, date: events.date, subscribers: subscribersOf, attended: attendedOf })
    .from(events)
    .where(eventStateIn(ctx.now(), ['finished', 'replay']))
    .orderBy(desc(events.date), desc(events.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, title: row.title, eventDate: Math.floor(row.date.getTime() / 1000), subscribers: Number(row.subscribers), attended: Number(row.attended) }));
}
