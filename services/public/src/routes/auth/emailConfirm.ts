import { publicApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { confirmEmailChange, EMAIL_CONFIRMED } from '@canal/domain';

/**
 * POST /api/auth/email with k: the key of the link mailed to a new address (a staff change or one's
 * own on « Mon compte »). Once, within 48 hours, that address becomes the account's e-mail for
 * login and password links; anything else is a French 4xx and changes nothing.
 */
export const authEmailConfirm = defineRoute(publicApi.emailConfirm)({
  access: 'public',
  async handle({ ctx, input }) {
    await confirmEmailChange(ctx, input.k);
    return { email: 'ok', log: EMAIL_CONFIRMED };
  },
});
