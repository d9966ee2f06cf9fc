import { mediaApi } from '@canal/contracts';
import { defineRoute, type ServiceContext } from '@canal/service-core';
import { loadEpisode, loadLivePodcast } from '../../catalogue/loadItems';
import { signedIn } from '../../catalogue/signedIn';
import { shareItem, type SharedItem } from '../../sharing/shareItem';

async function sharedItem(ctx: ServiceContext, module: 'episode' | 'podcast', id: number): Promise<SharedItem> {
  if (module === 'podcast') {
    const podcast = await loadLivePodcast(ctx, id);
    return { module, id, title: podcast.title, path: `/podcast/show/${id}` };
  }
  const { episode, serie } = await loadEpisode(ctx, id);
  return { module, id, title: episode.title, path: `/MesReplays/${serie.category}/episode/${id}` };
}

/** POST /api/share/send: e-mails the item to the addresses found in `emails`; answers them. */
export const shareSendRoute = defineRoute(mediaApi.shareSend)({
  access: 'member',
  async handle({ ctx, input, user }) {
    const emails = await shareItem(ctx, signedIn(user), await sharedItem(ctx, input.module, input.id), input.emails);
    return { share: 'complete', emails };
  },
});
