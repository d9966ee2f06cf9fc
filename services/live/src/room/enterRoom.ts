import type { LiveAccess, SessionUser } from '@canal/contracts';
import { cachedPublicData, HttpError, notConnected, notFound, type ServiceContext } from '@canal/service-core';
import { eventStateAt, subscribedEventIds, type EventRow } from '@canal/domain';
import { decideLiveAccess } from '../events/decideLiveAccess';
import { loadLiveEvent } from '../events/loadLiveEvent';

export const NOT_IN_ROOM = "Vous n'êtes pas inscrit(e) à cette webconférence :(";
export const ROOM_CLOSED = "Le live de cette session n'est pas ouvert.";

/**
 * The session of a room, or a 404. Polled by every participant every few seconds: it comes from the
 * per-process copy that staff changes clear.
 */
export async function roomEvent(ctx: ServiceContext, eventId: number): Promise<EventRow> {
  const found = await cachedPublicData(ctx, `live-room-event:${eventId}`, () => loadLiveEvent(ctx, eventId));
  if (!found) throw notFound();
  return found.event;
}

/**
 * The session whose room this user is in right now, or the refusal the live page would show: the
 * same rule as POST /api/live/{id} (decideLiveAccess), so that nobody writes into a room they cannot see.
 * `accepted` widens "right now" for what the room leaves behind: the feedback is given after the end too.
 */
export async function requireRoomEntry(
  ctx: ServiceContext,
  user: SessionUser | null,
  eventId: number,
  accepted: readonly LiveAccess[] = ['live'],
): Promise<EventRow> {
  if (!user) throw notConnected();
  const event = await roomEvent(ctx, eventId);
  const state = eventStateAt(event, ctx.now());
  // The user's subscriptions come from the per-process set, which subscribing and unsubscribing clear.
  const subscribed = (await subscribedEventIds(ctx, user.id)).has(event.id);
  const access = decideLiveAccess(user.role, subscribed, state);
  if (access === 'not_registered') throw new HttpError(403, NOT_IN_ROOM, 'not_registered');
  if (!accepted.includes(access)) throw new HttpError(403, ROOM_CLOSED, access);
  return event;
}
