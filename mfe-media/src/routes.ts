import { defineRemoteRoutes } from '@canal/contracts/core';

/**
 * The media remote's pages: replays, videos, podcasts and the member's 'Mes …' groups. Data only, no
 * page imported: the build exposes each page's file and writes these routes beside mf-manifest.json.
 */
export default defineRemoteRoutes([
  { path: '/replays', page: './src/pages/ReplaysPage.tsx', access: 'public', menu: 'replays' },
  { path: '/replays/:id', page: './src/pages/ReplayPage.tsx', access: 'public', menu: 'replays' },
  { path: '/videos', page: './src/series/VideosPage.tsx', access: 'public', menu: 'videos' },
  { path: '/video/:id', page: './src/series/VideoPage.tsx', access: 'public', menu: 'videos' },
  { path: '/podcasts', page: './src/podcasts/PodcastsPage.tsx', access: 'public', menu: 'podcasts' },
  { path: '/podcast/theme/:themeId', page: './src/podcasts/PodcastThemePage.tsx', access: 'public', menu: 'podcasts' },
  { path: '/podcast/show/:podcastId', page: './src/podcasts/PodcastShowPage.tsx', access: 'public', menu: 'podcasts' },
  { path: '/MesReplays', page: './src/series/MesMediaOverviewPage.tsx', access: 'public', menu: 'mesReplays' },
  { path: '/MesReplays/:category', page: './src/series/MesMediaPage.tsx', access: 'public', menu: 'mesReplays' },
  { path: '/MesReplays/:category/:subtype/:id', page: './src/series/MesMediaPage.tsx', access: 'public', menu: 'mesReplays' },
  { path: '/MesPodcasts', page: './src/series/MesMediaOverviewPage.tsx', access: 'public', menu: 'mesPodcasts' },
  { path: '/MesPodcasts/:category', page: './src/series/MesMediaPage.tsx', access: 'public', menu: 'mesPodcasts' },
  { path: '/MesPodcasts/:category/:subtype/:id', page: './src/series/MesMediaPage.tsx', access: 'public', menu: 'mesPodcasts' },
]);
