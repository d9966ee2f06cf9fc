import { asc, eq } from 'drizzle-orm';
import { mediaApi, PODCAST_STATE_LABELS, type PodcastTheme } from '@canal/contracts';
import { defineRoute, notFound, schema, type ServiceContext } from '@canal/service-core';
import type { PodcastRow, PodcastThemeRow } from '../../catalogue/loadItems';
import { thumbOf } from '../../catalogue/storedFiles';

const { podcastThemes, podcasts } = schema;

const themeOf = (theme: PodcastThemeRow, items: readonly PodcastRow[]): PodcastTheme => ({
  id: theme.id,
  themeName: theme.name,
  themeSubTitle: theme.subTitle,
  themeDescription: theme.description,
  themeColor: theme.color,
  themeThumb: thumbOf(theme.thumb),
  items: items.map((item) => ({
    id: item.id,
    podcastState: item.state === 'live' ? 'live' : 'pending',
    podcastTag: PODCAST_STATE_LABELS[item.state === 'live' ? 'live' : 'pending'],
    podcastTitle: item.title,
  })),
});

async function podcastsOf(ctx: ServiceContext, themeId?: number): Promise<PodcastRow[]> {
  const query = ctx.db.select().from(podcasts);
  return (themeId === undefined ? query : query.where(eq(podcasts.themeId, themeId))).orderBy(asc(podcasts.position), asc(podcasts.id));
}

/** GET /api/podcastTheme/get/all: /podcasts' theme cards, by position, each with its podcasts. */
export const podcastThemesRoute = defineRoute(mediaApi.podcastThemes)({
  access: 'member',
  async handle({ ctx }) {
    const themes = await ctx.db.select().from(podcastThemes).orderBy(asc(podcastThemes.position), asc(podcastThemes.id));
    const items = await podcastsOf(ctx);
    return {
      podcastTheme: 'complete',
      data: themes.map((theme) =>
        themeOf(
          theme,
          items.filter((item) => item.themeId === theme.id),
        ),
      ),
    };
  },
});

/** GET /api/podcastTheme/get/{id}: a theme and its podcasts (the page groups them by state). */
export const podcastThemeRoute = defineRoute(mediaApi.podcastTheme)({
  access: 'member',
  samplePath: '/api/podcastTheme/get/1',
  async handle({ ctx, input }) {
    const [theme] = await ctx.db.select().from(podcastThemes).where(eq(podcastThemes.id, input.id));
    if (!theme) throw notFound('Thème de podcasts introuvable.');
    return { podcastTheme: 'complete', data: themeOf(theme, await podcastsOf(ctx, theme.id)) };
  },
});
