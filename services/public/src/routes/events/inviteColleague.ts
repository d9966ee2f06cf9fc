import { eq } from 'drizzle-orm';
import { subscriptionApi } from '@canal/contracts';
import { defineRoute, notConnected, notFound, schema } from '@canal/service-core';
import { findUserByEmail } from '../../auth/findUserByEmail';
import { colleagueNameOf } from '../../subscriptions/colleagueName';
import { invitationToRegister, invitationToSession, nameOf, sendInvitation } from '../../subscriptions/invitations';

/**
 * POST /api/events/invite/{eventId}: 'J'invite'. A colleague with an account gets the session's
 * page, any other address an invitation to register. One e-mail per address and session, however
 * many times it is asked. `name` tells the inviter the colleague is registered: a member's first
 * name only, never a staff, admin or speaker account's (colleagueNameOf says why).
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
    await sendInvitation(ctx, {
      email: input.semail,
      sessions: [session],
      invitedBy: user.id,
      mail: () =>
        colleague ? invitationToSession(ctx, colleague.email, session, inviterName) : invitationToRegister(ctx, input.semail, [session], inviterName),
    });
    const name = colleagueNameOf(colleague);
    if (name) return { invite: 'complete', name, log: `${name} est déjà inscrit(e) sur Canal Pneumo : l'invitation lui a été envoyée.` };
    return { invite: 'complete', log: `Invitation envoyée à ${input.semail}.` };
  },
});
