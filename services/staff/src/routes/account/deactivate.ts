import { staffApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { changeAccountStatus } from '../../account/changeAccountStatus';

/** POST /api/account/deactivate with account (id), optional accountEventCategory: deactivates an account: it can no longer log in. */
export const deactivateAccount = defineRoute(staffApi.accountDeactivate)({
  access: 'accountCredentials',
  async handle({ ctx, input, user, principal }) {
    await changeAccountStatus(ctx, { user, principal }, 'deactivate', input);
    return { deactivation: 'complete' };
  },
});
