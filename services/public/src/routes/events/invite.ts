import { subscriptionApi } from '@canal/contracts';
import { defineRoute, HttpError, notConnected } from '@canal/service-core';
import { findUserByEmail } from '../../auth/findUserByEmail';
import { loadChosenSessions } from '../../subscriptions/chosenSessions';
import { invitationToRegister, sendInvitation } from '../../subscriptions/invitations';

/**
 * POST /api/events/invite: after 'unknown_subsriber', an admin invites the address to register
 * for the chosen sessions (one e-mail per address and session: 'already_sent' the second time).
 */
export const inviteRoute = defineRoute(subscriptionApi.invite)({
  access: 'admin',
  async handle({ ctx, input, user }) {
    if (!user) throw notConnected();
    const sessions = await loadChosenSessions(ctx, input);
    if (await findUserByEmail(ctx, input.semail)) {
      throw new HttpError(409, `Un compte existe déjà pour l'adresse ${input.semail} : inscrivez-le directement.`, 'registered');
    }
    const fresh = await sendInvitation(ctx, {
      email: input.semail,
      sessions,
      invitedBy: user.id,
      mail: (sessionsToTell) => invitationToRegister(ctx, input.semail, sessionsToTell, 'L’équipe Canal Pneumo'),
    });
    if (fresh.length === 0) return { invitation: 'already_sent', log: `Une invitation a déjà été envoyée à l'adresse ${input.semail} !` };
    return { invitation: 'complete', log: `Une invitation a été envoyée à l'adresse ${input.semail}.` };
  },
});
