import { mediaApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { signedIn } from '../../catalogue/signedIn';
import { categoryOf, mediaGroups } from '../../groups/mediaGroups';

/** POST /api/serie/front_list: a 'Mes replays' or 'Mes podcasts' page's groups (continue, news, top, others). */
export const mediaFrontListRoute = defineRoute(mediaApi.mediaFrontList)({
  access: 'member',
  async handle({ ctx, input, user }) {
    const data = await mediaGroups(ctx, signedIn(user).id, input.type, categoryOf(input.type, input.category));
    return { serie: 'complete', data };
  },
});
