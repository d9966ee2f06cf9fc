import { staffApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { changeAccountStatus } from '../../account/changeAccountStatus';

/** POST /api/account/block with account (id), optional accountEventCategory: blocks an account: its sessions end and it can no longer log in. */
export const blockAccount = defineRoute(staffApi.accountBlock)({
  access: 'accountCredentials',
  async handle({ ctx, input, user, principal }) {
    await changeAccountStatus(ctx, { user, principal }, 'block', input);
    return { block: 'complete' };
  },
});
