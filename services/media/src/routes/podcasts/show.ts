import { asc, eq } from 'drizzle-orm';
import { fileUrl, mediaApi, type Podcast } from '@canal/contracts';
import { defineRoute, notFound, schema } from '@canal/service-core';
import { loadLivePodcast, loadPodcast, type PodcastRow } from '../../catalogue/loadItems';
import { neighboursOf } from '../../catalogue/neighbours';
import { signedIn } from '../../catalogue/signedIn';
import { guestsOf, mediaFilesOf, thumbOf } from '../../catalogue/storedFiles';
import { progressOf } from '../../progress/recordProgress';
import { npsOf } from '../../ratings/rateItem';

const { podcasts, podcastThemes } = schema;

export const AUDIO_MISSING = 'Ce podcast n’a pas encore de fichier audio.';
export const FLIPBOOK_MISSING = 'Ce podcast n’a pas de flipbook.';

/** GET /api/podcastShow/get/{id}: a podcast's page; the date is left out when podcastHideDate is 'on'. */
export const podcastShowRoute = defineRoute(mediaApi.podcastShow)({
  access: 'member',
  samplePath: '/api/podcastShow/get/1',
  async handle({ ctx, input, user }) {
    const me = signedIn(user);
    const podcast = await loadPodcast(ctx, input.id);
    const [theme] = podcast.themeId === null ? [] : await ctx.db.select().from(podcastThemes).where(eq(podcastThemes.id, podcast.themeId));
    const siblings = (
      await ctx.db
        .select()
        .from(podcasts)
        .where(podcast.themeId === null ? eq(podcasts.id, podcast.id) : eq(podcasts.themeId, podcast.themeId))
        .orderBy(asc(podcasts.position), asc(podcasts.id))
    ).filter((row: PodcastRow) => row.state === 'live' || row.id === podcast.id);
    const data: Podcast = {
      id: podcast.id,
      podcastTitle: podcast.title,
      podcastDescription: podcast.description,
      podcastState: podcast.state === 'live' ? 'live' : 'pending',
      podcastDate: podcast.hideDate || !podcast.date ? null : Math.floor(podcast.date.getTime() / 1000),
      podcastHideDate: podcast.hideDate ? 'on' : '',
      podcastDuration: podcast.durationMin,
      podcastThumb: thumbOf(podcast.thumb),
      podcastFiles: podcast.state === 'live' ? mediaFilesOf(podcast.files) : [],
      podcastGuests: guestsOf(podcast.guests),
      podcastCategory: podcast.category,
      themeId: podcast.themeId,
      themeName: theme?.name ?? '',
      hasAudio: podcast.state === 'live' && podcast.audio.length > 0,
      hasFlipbook: podcast.state === 'live' && podcast.flipbook.length > 0,
      nps: await npsOf(ctx, 'podcast', podcast.id, me.id),
      ...neighboursOf(siblings, podcast.id),
      positionS: (await progressOf(ctx, me.id, 'podcast', podcast.id)).positionS,
    };
    return { podcastShow: 'complete', data };
  },
});

/** GET /api/podcastShow/audio/{id}: the address of a live podcast's audio, asked on 'Écouter' only. */
export const podcastAudioRoute = defineRoute(mediaApi.podcastAudio)({
  access: 'member',
  samplePath: '/api/podcastShow/audio/1',
  async handle({ ctx, input }) {
    const podcast = await loadLivePodcast(ctx, input.id);
    if (podcast.audio.length === 0) throw notFound(AUDIO_MISSING);
    return { audio: 'complete', data: { url: fileUrl(mediaApi.podcastAudioFile, { id: podcast.id }) } };
  },
});

/** GET /api/podcastShow/flipbook/{id}: the address of a live podcast's flipbook. */
export const podcastFlipbookRoute = defineRoute(mediaApi.podcastFlipbook)({
  access: 'member',
  samplePath: '/api/podcastShow/flipbook/1',
  async handle({ ctx, input }) {
    const podcast = await loadLivePodcast(ctx, input.id);
    if (podcast.flipbook.length === 0) throw notFound(FLIPBOOK_MISSING);
    return { flipbook: 'complete', data: { url: fileUrl(mediaApi.podcastFlipbookFile, { id: podcast.id }) } };
  },
});
