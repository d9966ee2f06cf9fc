import { eq } from 'drizzle-orm';
import { subscriptionApi } from '@canal/contracts';
import { defineRoute, notConnected, notFound, schema } from '@canal/service-core';
import { findUserByEmail } from '../../auth/findUserByEmail';
import { invitationToRegister, invitationToSession, nameOf, recordInvitations } from '../../subscriptions/invitations';

/**
 * POST /api/events/invite/{eventId}: 'J'invite'. A colleague with an account gets the session's
 * page (and `name` tells the inviter they are registered); any other address gets an invitation
 * to register. One e-mail per address and session, however many times it is asked.
 */
export const inviteColleagueRoute = defineRoute(subscriptionApi.inviteColleague)({
  access: 'loggedIn',
  samplePath: '/api/events/invite/1',
  async handle({ ctx, input, user }) {
    if (!user) throw notConnected();
    const [session] = await ctx.db.select().from(schema.events).where(eq(schema.events.id, input.eventId));
    if (!session) throw notFound();
    const [inviter] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, user.id));
    const inviterName = inviter ? nameOf(inviter) : 'Un confrère';
    const colleague = await findUserByEmail(ctx, input.semail);
    const fresh = await recordInvitations(ctx, input.semail, [session], user.id);
    if (fresh.length > 0) {
      await ctx.outbox.send(colleague ? invitationToSession(ctx, colleague.email, session, inviterName) : invitationToRegister(ctx, input.semail, [session], inviterName));
    }
    if (colleague) return { invite: 'complete', name: nameOf(colleague), log: `${nameOf(colleague)} est déjà inscrit(e) sur Canal Pneumo : l'invitation lui a été envoyée.` };
    return { invite: 'complete', log: `Invitation envoyée à ${input.semail}.` };
  },
});
