import type { ServiceContext } from '@canal/service-core';
import { activatePendingSubscriptions } from '../subscriptions/activatePendingSubscriptions';

export interface ActivatedAccount {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
}

/**
 * What follows an account becoming active, whoever made it so (staff's 'Activer', or the RPPS
 * directory at registration): every process reads the account again, its owner gets the welcome
 * mail, and the sessions chosen while registering become subscriptions, each with its confirmation.
 * Called after the status is written (and committed).
 */
export async function welcomeActiveAccount(ctx: ServiceContext, account: ActivatedAccount): Promise<number[]> {
  await ctx.sessions.userChanged(account.id);
  await ctx.outbox.send({
    to: account.email,
    subject: 'Votre compte Canal Pneumo est activé',
    text: `Bonjour ${account.firstname} ${account.lastname},\n\nVotre compte Canal Pneumo est désormais actif : vous pouvez vous connecter avec votre adresse e-mail.\n\nL’équipe Canal Pneumo`,
  });
  return activatePendingSubscriptions(ctx, account.id);
}
