import { eq } from 'drizzle-orm';
import { subscriptionClosure } from '../events/subscriptionClosure';
import { schema, type ServiceContext } from '@canal/service-core';
import { subscribeMember } from './subscribeMembers';

const { events, pendingSubscriptions, users } = schema;

/**
 * When an account becomes active, the sessions its owner chose while registering become
 * subscriptions (with their confirmation and reminders). Those closed to a new subscriber by then
 * (over, postponed, full: the subscribe call's rule, subscriptionClosure) are left out, never an
 * error: the activation itself must go through. The choice is then forgotten.
 */
export async function activatePendingSubscriptions(ctx: ServiceContext, userId: number): Promise<number[]> {
  const [attendee] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!attendee || attendee.status !== 'active') return [];
  const chosen = await ctx.db
    .select({ event: events })
    .from(pendingSubscriptions)
    .innerJoin(events, eq(events.id, pendingSubscriptions.eventId))
    .where(eq(pendingSubscriptions.userId, userId));
  const now = ctx.now();
  const open = chosen.map((row) => row.event).filter((event) => subscriptionClosure(event, now) === null);
  const added = await subscribeMember(ctx, attendee, open);
  await ctx.db.delete(pendingSubscriptions).where(eq(pendingSubscriptions.userId, userId));
  return added;
}
