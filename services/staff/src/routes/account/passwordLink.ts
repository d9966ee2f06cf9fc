import { staffApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { sendAccountPasswordLink } from '../../account/passwordLink';

/** POST /api/account/passwordLink with account (id): e-mails the account's owner a link to choose a new password. */
export const accountPasswordLink = defineRoute(staffApi.accountPasswordLink)({
  access: 'accountCredentials',
  async handle({ ctx, input, user, principal }) {
    return { passwordLink: 'complete', log: await sendAccountPasswordLink(ctx, { user, principal }, input.account) };
  },
});
