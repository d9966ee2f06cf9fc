import { staffApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { accountPreview } from '../../account/accountPreview';

/** POST /api/account/preview/{accountId}: the account's card, for those who see accounts. */
export const accountPreviewRoute = defineRoute(staffApi.accountPreview)({
  access: 'accounts',
  samplePath: '/api/account/preview/1',
  async handle({ ctx, input }) {
    return { account: 'complete', data: await accountPreview(ctx, input.accountId, ctx.config.SITE_MENU_VARIANT) };
  },
});
