import { staffApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { changeAccountStatus } from '../../account/changeAccountStatus';

/** POST /api/account/activate with account (id), optional accountEventCategory: activates an account (pending, deactivated or blocked). */
export const activateAccount = defineRoute(staffApi.accountActivate)({
  access: 'accountCredentials',
  async handle({ ctx, input, user, principal }) {
    await changeAccountStatus(ctx, { user, principal }, 'activate', input);
    return { activation: 'complete' };
  },
});
