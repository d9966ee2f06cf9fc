import { publicApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { accountCounts } from '../../auth/accountCounts';

/** GET /api/profil/get?api=3: who is logged in, the pending-accounts badge and the subscription count. */
export const profilGet = defineRoute(publicApi.profile)({
  access: 'public',
  async handle({ ctx, user }) {
    return { profil: 'complete', user, ...(await accountCounts(ctx, user)) };
  },
});
