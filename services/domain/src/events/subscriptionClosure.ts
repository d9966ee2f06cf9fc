import { eventStateAt } from './eventState';
import type { EventRow } from './toEventCard';

/** Why a session takes no new subscriber: over (finished or a replay), postponed, or full. */
export type SubscriptionClosure = 'closed' | 'delayed' | 'full';

/**
 * The one rule of who may still join a session (spec 000 section 2.8), read by the subscribe call
 * (which refuses), by registration and by account activation (which leave such a session out):
 * null when the session is open to a new subscriber. Those already subscribed are the caller's
 * concern: a full session stays theirs.
 */
export function subscriptionClosure(session: Pick<EventRow, 'state' | 'date' | 'durationMin' | 'isFull'>, now: Date): SubscriptionClosure | null {
  const state = eventStateAt(session, now);
  if (state === 'finished' || state === 'replay') return 'closed';
  if (state === 'delayed') return 'delayed';
  if (session.isFull) return 'full';
  return null;
}
