import { badRequest, HttpError, notFound, type ServiceContext } from '@canal/service-core';
import { subscriptionClosure, type EventRow, type SubscriptionClosure } from '@canal/domain';
import { sessionsByIds } from './sessionDates';

export const CHOOSE_A_DATE = 'Veuillez choisir au moins une date.';

/** `rid` and `rids` as one list of distinct ids, in the order given. */
export function chosenIds(input: { rid?: number; rids?: number[] }): number[] {
  return [...new Set([...(input.rid ? [input.rid] : []), ...(input.rids ?? [])])];
}

/** The sessions a call names, all of them known, else a 400 (none chosen) or a 404 (an unknown one). */
export async function loadChosenSessions(ctx: ServiceContext, input: { rid?: number; rids?: number[] }): Promise<EventRow[]> {
  const ids = chosenIds(input);
  if (ids.length === 0) throw badRequest(CHOOSE_A_DATE);
  const sessions = await sessionsByIds(ctx, ids);
  if (sessions.length !== ids.length) throw notFound("Cette session n'existe pas ou plus.");
  return sessions;
}

const CLOSED_TO_SUBSCRIPTION: Record<SubscriptionClosure, (title: string) => string> = {
  closed: (title) => `La session « ${title} » est terminée : l'inscription est close.`,
  delayed: (title) => `La session « ${title} » est reportée : sa date n'est pas encore connue.`,
  full: (title) => `La session « ${title} » est complète.`,
};

/**
 * The rules of subscribing (subscriptionClosure), checked on the server for every session before
 * anything is written: a 409 naming the first session closed to the caller (a full one stays open
 * to those already subscribed).
 */
export function assertOpenToSubscription(sessions: EventRow[], alreadySubscribed: ReadonlySet<number>, now: Date): void {
  for (const session of sessions) {
    if (alreadySubscribed.has(session.id)) continue;
    const closure = subscriptionClosure(session, now);
    if (closure) throw new HttpError(409, CLOSED_TO_SUBSCRIPTION[closure](session.title), closure);
  }
}
