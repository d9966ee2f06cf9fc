import { subscriptions } from '../../db/schema';
import type { ServiceContext } from '../../ServiceContext';

/** Subscribes a user to a session as the product does: the row, then every process told to read the user's set again. */
export async function makeSubscription(ctx: ServiceContext, userId: number, eventId: number): Promise<void> {
  await ctx.db.insert(subscriptions).values({ userId, eventId, createdAt: ctx.now() });
  // subscriptionsChanged's message, published here so that the platform's factories need nothing of the domain.
  await ctx.bus.publish('subscriptions.changed', { userId });
}
