import { effectiveEventState, type SessionUser } from '@canal/contracts';
import { cachedPublicData, HttpError, notConnected, notFound, subscribedEventIds, type EventRow, type ServiceContext } from '@canal/service-core';
import { decideLiveAccess } from '../events/decideLiveAccess';
import { loadLiveEvent } from '../events/loadLiveEvent';

export const NOT_IN_ROOM = "Vous n'êtes pas inscrit(e) à cette webconférence :(";
export const ROOM_CLOSED = "Le live de cette session n'est pas ouvert.";

/**
 * The session whose room this user is in right now, or the refusal the live page would show: the
 * same rule as POST /api/live/{id} (decideLiveAccess), so that nobody writes into a room they cannot see.
 */
export async function requireRoomEntry(ctx: ServiceContext, user: SessionUser | null, eventId: number): Promise<EventRow> {
  if (!user) throw notConnected();
  // Polled by every participant every few seconds: the session and the user's subscriptions come
  // from the per-process copies that staff changes and subscriptions clear.
  const found = await cachedPublicData(ctx, `live-room-event:${eventId}`, () => loadLiveEvent(ctx, eventId));
  if (!found) throw notFound();
  const { event } = found;
  const state = effectiveEventState(event.state, event.date.getTime(), event.durationMin, ctx.now().getTime());
  const subscribed = (await subscribedEventIds(ctx, user.id)).has(event.id);
  const access = decideLiveAccess(user.role, subscribed, state);
  if (access === 'not_registered') throw new HttpError(403, NOT_IN_ROOM, 'not_registered');
  if (access !== 'live') throw new HttpError(403, ROOM_CLOSED, access);
  return event;
}
