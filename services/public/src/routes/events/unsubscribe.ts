import { subscriptionApi } from '@canal/contracts';
import { defineRoute, notFound } from '@canal/service-core';
import { unsubscribeMember } from '@canal/domain';
import { loadChosenSessions } from '../../subscriptions/chosenSessions';
import { subscriptionTarget } from '../../subscriptions/subscriptionTarget';
import { UNKNOWN_SUBSCRIBER } from './subscribe';

/** POST /api/events/unsubscribe: leaves the chosen sessions; the calendar entries are cancelled and the reminders dropped. */
export const unsubscribeRoute = defineRoute(subscriptionApi.unsubscribe)({
  access: 'member',
  async handle({ ctx, input, user, principal }) {
    const sessions = await loadChosenSessions(ctx, input);
    const target = await subscriptionTarget(ctx, user, principal, input.remail);
    if (target.kind === 'unknown') throw notFound(UNKNOWN_SUBSCRIBER);
    await unsubscribeMember(ctx, target.attendee, sessions);
    return { registration: 'complete', log: 'Votre désinscription est enregistrée.' };
  },
});
