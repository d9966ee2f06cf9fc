import { publicApi } from '@canal/contracts';
import { defineRoute, sendPasswordLink } from '@canal/service-core';
import { findUserByEmail } from '../../auth/findUserByEmail';

export const RESET_SENT = 'Si un compte correspond à cette adresse, un e-mail vient de vous être envoyé.';

/**
 * POST /api/auth/rpwd: e-mails a one-hour, single-use link to /cpwd when an active account has
 * this address. The answer is the same either way, so that nobody learns which addresses exist.
 */
export const authRpwd = defineRoute(publicApi.resetRequest)({
  access: 'public',
  async handle({ ctx, input }) {
    const user = await findUserByEmail(ctx, input.email);
    // The link's address is PUBLIC_URL, never this request's Host (chosen by its sender).
    if (user && user.status === 'active') await sendPasswordLink(ctx, user, 'requested');
    return { sent: 'ok', log: RESET_SENT };
  },
});
