import { and, eq } from 'drizzle-orm';
import { isAllowed, type Principal, type SessionUser } from '@canal/contracts';
import { HttpError, notConnected, schema, type ServiceContext } from '@canal/service-core';
import type { EventRow } from '@canal/domain';
import { roomEvent } from './enterRoom';

export const NOT_ROOM_DRIVER = 'Seuls l’équipe d’animation et les orateurs de cette session peuvent piloter son direct.';

/** Whether the session's form names this user among its speakers (`event_speakers`). */
export async function hostsSession(ctx: ServiceContext, userId: number, eventId: number): Promise<boolean> {
  const rows = await ctx.db
    .select({ userId: schema.eventSpeakers.userId })
    .from(schema.eventSpeakers)
    .where(and(eq(schema.eventSpeakers.eventId, eventId), eq(schema.eventSpeakers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The session whose room this caller may drive (show a content, show the results), or a 403 with a
 * French reason: the orchestrator panel's users (admin, staff buadm and mod: spec 001 section 6) in
 * every room, a speaker only in the rooms of the sessions they host (`event_speakers`, the session's
 * form). The access key `roomDriver` lets the same roles reach the route; this is the per-session rule.
 */
export async function requireRoomDriver(ctx: ServiceContext, principal: Principal, user: SessionUser | null, eventId: number): Promise<EventRow> {
  if (!user) throw notConnected();
  const event = await roomEvent(ctx, eventId);
  if (isAllowed('messageModeration', principal)) return event;
  if (principal.role === 'speaker' && (await hostsSession(ctx, user.id, eventId))) return event;
  throw new HttpError(403, NOT_ROOM_DRIVER, 'forbidden');
}
