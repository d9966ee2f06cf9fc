import { effectiveEventState } from '@canal/contracts';
import { badRequest, HttpError, notFound, type EventRow, type ServiceContext } from '@canal/service-core';
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

/**
 * The rules of subscribing, checked on the server for every session before anything is written:
 * not over, not postponed, not full (a full one stays open to those already subscribed).
 */
export function assertOpenToSubscription(sessions: EventRow[], alreadySubscribed: ReadonlySet<number>, now: Date): void {
  for (const session of sessions) {
    if (alreadySubscribed.has(session.id)) continue;
    const state = effectiveEventState(session.state, session.date.getTime(), session.durationMin, now.getTime());
    if (state === 'finished' || state === 'replay') throw new HttpError(409, `La session « ${session.title} » est terminée : l'inscription est close.`, 'closed');
    if (state === 'delayed') throw new HttpError(409, `La session « ${session.title} » est reportée : sa date n'est pas encore connue.`, 'delayed');
    if (session.isFull) throw new HttpError(409, `La session « ${session.title} » est complète.`, 'full');
  }
}
