import { subscriptionApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { attributeToUtm, subscribedEventIds, subscribeMember, UTM_COOKIE } from '@canal/domain';
import { assertOpenToSubscription, loadChosenSessions } from '../../subscriptions/chosenSessions';
import { subscriptionTarget } from '../../subscriptions/subscriptionTarget';

export const UNKNOWN_SUBSCRIBER = 'Aucun compte ne correspond à cette adresse email...';

/** POST /api/events/subscribe: complete, already, or unknown_subsriber for an admin naming an address without an account. */
export const subscribeRoute = defineRoute(subscriptionApi.subscribe)({
  access: 'member',
  async handle({ ctx, input, user, principal, reply }) {
    const sessions = await loadChosenSessions(ctx, input);
    const target = await subscriptionTarget(ctx, user, principal, input.remail);
    if (target.kind === 'unknown') return { registration: 'unknown_subsriber', log: UNKNOWN_SUBSCRIBER, email: target.email };
    const already = await subscribedEventIds(ctx, target.attendee.id);
    assertOpenToSubscription(sessions, already, ctx.now());
    const added = await subscribeMember(ctx, target.attendee, sessions);
    if (added.length === 0) return { registration: 'already', log: 'Vous êtes déjà inscrit(e) à cette session.' };
    if (target.isCaller)
      for (const eventId of added) await attributeToUtm(ctx, reply.cookie(UTM_COOKIE), 'subscription', { userId: target.attendee.id, eventId });
    return {
      registration: 'complete',
      log: target.isCaller
        ? 'Votre inscription est enregistrée. Une confirmation vous a été envoyée par e-mail.'
        : `${target.attendee.email} est inscrit(e). Une confirmation lui a été envoyée par e-mail.`,
    };
  },
});
