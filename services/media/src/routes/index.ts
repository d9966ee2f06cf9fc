import type { ApiRoute } from '@canal/service-core';
import { episodeGetRoute } from './episodes/episodeGet';
import { episodeDownloadRoute, episodeVideoRoute } from './episodes/files';
import { episodePlayRoute, episodeUpdateRoute } from './episodes/progress';
import { getReplay } from './events/replay';
import { npsRatingRoute } from './nps/rating';
import { podcastAudioFileRoute, podcastDownloadRoute, podcastFlipbookFileRoute } from './podcasts/files';
import { podcastPlayRoute, podcastUpdateRoute } from './podcasts/progress';
import { podcastAudioRoute, podcastFlipbookRoute, podcastShowRoute } from './podcasts/show';
import { podcastThemeRoute, podcastThemesRoute } from './podcasts/themes';
import { listReplays } from './replays/list';
import { mediaFrontListRoute } from './series/frontList';
import { episodeFrontListRoute, serieGetRoute } from './series/serieGet';
import { shareSendRoute } from './share/send';

/** Every route of the media service. */
export const routes: ApiRoute[] = [
  listReplays,
  getReplay,
  podcastThemesRoute,
  podcastThemeRoute,
  podcastShowRoute,
  podcastAudioRoute,
  podcastFlipbookRoute,
  podcastAudioFileRoute,
  podcastFlipbookFileRoute,
  podcastDownloadRoute,
  podcastPlayRoute,
  podcastUpdateRoute,
  mediaFrontListRoute,
  serieGetRoute,
  episodeFrontListRoute,
  episodeGetRoute,
  episodePlayRoute,
  episodeUpdateRoute,
  episodeVideoRoute,
  episodeDownloadRoute,
  npsRatingRoute,
  shareSendRoute,
];
