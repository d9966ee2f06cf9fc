import { subscriptions } from '../../db/schema';
import type { ServiceContext } from '../../ServiceContext';

export async function makeSubscription(ctx: ServiceContext, userId: number, eventId: number): Promise<void> {
  await ctx.db.insert(subscriptions).values({ userId, eventId, createdAt: ctx.now() });
}
