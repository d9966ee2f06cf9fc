import { PODCAST_CATEGORIES, REPLAY_CATEGORIES } from '@canal/contracts';
import { defineRemoteRoutes } from '@canal/contracts/core';

/** The second variant's groups of the main menu (spec 000 section 2.1): one entry per category. */
const categoryLinks = (prefix: string, path: string, categories: readonly string[]) =>
  categories.map((category) => ({ key: `${prefix}-${category}`, label: category, to: `${path}/${category}` }));

/**
 * The media remote's pages: replays, videos, podcasts and the member's 'Mes …' groups. Data only, no
 * page imported: the build exposes each page's file and writes these routes beside mf-manifest.json.
 */
export default defineRemoteRoutes([
  { path: '/replays', page: './src/pages/ReplaysPage.tsx', access: 'public', mainMenu: { key: 'replays', label: 'Replays', order: 50, access: 'replays' } },
  { path: '/replays/:id', page: './src/pages/ReplayPage.tsx', access: 'public', menu: 'replays' },
  { path: '/videos', page: './src/series/VideosPage.tsx', access: 'public', mainMenu: { key: 'videos', label: 'Vidéos', order: 40, variants: { one: {} } } },
  { path: '/video/:id', page: './src/series/VideoPage.tsx', access: 'public', menu: 'videos' },
  {
    path: '/podcasts',
    page: './src/podcasts/PodcastsPage.tsx',
    access: 'public',
    mainMenu: { key: 'podcasts', label: 'Podcasts', order: 60, access: 'member', variants: { one: {} } },
  },
  { path: '/podcast/theme/:themeId', page: './src/podcasts/PodcastThemePage.tsx', access: 'public', menu: 'podcasts' },
  { path: '/podcast/show/:podcastId', page: './src/podcasts/PodcastShowPage.tsx', access: 'public', menu: 'podcasts' },
  { path: '/MesReplays', page: './src/series/MesMediaOverviewPage.tsx', access: 'public', menu: 'mesReplays' },
  {
    path: '/MesReplays/:category',
    page: './src/series/MesMediaPage.tsx',
    access: 'public',
    mainMenu: {
      key: 'mesReplays',
      label: 'Mes replays',
      order: 20,
      variants: { two: {} },
      children: categoryLinks('replays', '/MesReplays', REPLAY_CATEGORIES),
    },
  },
  { path: '/MesReplays/:category/:subtype/:id', page: './src/series/MesMediaPage.tsx', access: 'public', menu: 'mesReplays' },
  { path: '/MesPodcasts', page: './src/series/MesMediaOverviewPage.tsx', access: 'public', menu: 'mesPodcasts' },
  {
    path: '/MesPodcasts/:category',
    page: './src/series/MesMediaPage.tsx',
    access: 'public',
    mainMenu: {
      key: 'mesPodcasts',
      label: 'Mes podcasts',
      order: 30,
      variants: { two: {} },
      children: categoryLinks('podcasts', '/MesPodcasts', PODCAST_CATEGORIES),
    },
  },
  { path: '/MesPodcasts/:category/:subtype/:id', page: './src/series/MesMediaPage.tsx', access: 'public', menu: 'mesPodcasts' },
]);
