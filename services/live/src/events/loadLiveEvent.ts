import { and, eq } from 'drizzle-orm';
import { schema, type ServiceContext } from '@canal/service-core';
import type { EventRow, ThemeRow } from '@canal/domain';

/** A session with its theme, or null when the id is unknown. */
export async function loadLiveEvent(ctx: ServiceContext, eventId: number): Promise<{ event: EventRow; theme: ThemeRow | null } | null> {
  const rows = await ctx.db
    .select({ event: schema.events, theme: schema.themes })
    .from(schema.events)
    .leftJoin(schema.themes, eq(schema.themes.id, schema.events.themeId))
    .where(eq(schema.events.id, eventId))
    .limit(1);
  return rows[0] ?? null;
}

export async function isSubscribed(ctx: ServiceContext, userId: number, eventId: number): Promise<boolean> {
  const rows = await ctx.db
    .select({ eventId: schema.subscriptions.eventId })
    .from(schema.subscriptions)
    .where(and(eq(schema.subscriptions.userId, userId), eq(schema.subscriptions.eventId, eventId)))
    .limit(1);
  return rows.length > 0;
}
