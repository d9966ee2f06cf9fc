import { publicApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { loadHomeData } from '../../events/loadHomeData';

/** GET /api/home?api=3: live sessions, replays, sessions still to come, and the user's own. */
export const homeGet = defineRoute(publicApi.home)({
  access: 'public',
  sameForEveryVisitor: true,
  async handle({ ctx, user, principal }) {
    return { home: 'complete', data: await loadHomeData(ctx, user?.id ?? null, principal) };
  },
});
