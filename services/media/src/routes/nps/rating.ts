import { mediaApi, type MediaModule } from '@canal/contracts';
import { defineRoute, type ServiceContext } from '@canal/service-core';
import { loadEpisode, loadLivePodcast } from '../../catalogue/loadItems';
import { signedIn } from '../../catalogue/signedIn';
import { rateItem } from '../../ratings/rateItem';

/** Only an existing item may be rated, and a podcast only once online (404 in French otherwise). */
export async function assertRateable(ctx: ServiceContext, module: MediaModule, id: number): Promise<void> {
  if (module === 'podcast') await loadLivePodcast(ctx, id);
  else await loadEpisode(ctx, id);
}

/** POST /api/nps/rating: the member's rating (0 to 5), replacing an earlier one; answers the new average. */
export const npsRatingRoute = defineRoute(mediaApi.npsRating)({
  access: 'member',
  async handle({ ctx, input, user }) {
    await assertRateable(ctx, input.module, input.id);
    const nps = await rateItem(ctx, signedIn(user).id, input.module, input.id, input.rating);
    return { nps: 'complete', average: { rating: nps.rating, total: nps.total }, rating: input.rating };
  },
});
