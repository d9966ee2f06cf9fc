import { mediaApi } from '@canal/contracts';
import { defineFileRoute, type StoredFile } from '@canal/service-core';
import { loadLivePodcast, type PodcastRow } from '../../catalogue/loadItems';
import { fileAt } from '../../catalogue/storedFiles';
import { AUDIO_MISSING, FLIPBOOK_MISSING } from './show';

/** GET /api/podcastShow/audio/{id}/file: the audio (a player seeks without downloading it whole), to members. */
export const podcastAudioFileRoute = defineFileRoute(mediaApi.podcastAudioFile)({
  samplePath: '/api/podcastShow/audio/1/file',
  access: 'member',
  handle: async ({ ctx, input, reply }) => reply.media((await loadLivePodcast(ctx, input.id)).audio[0], { missing: AUDIO_MISSING }),
});

/** GET /api/podcastShow/flipbook/{id}/file: the flipbook (a PDF shown in its popup). */
export const podcastFlipbookFileRoute = defineFileRoute(mediaApi.podcastFlipbookFile)({
  samplePath: '/api/podcastShow/flipbook/1/file',
  access: 'member',
  handle: async ({ ctx, input, reply }) => reply.media((await loadLivePodcast(ctx, input.id)).flipbook[0], { missing: FLIPBOOK_MISSING }),
});

/** GET /api/podcastShow/download/{id}[?f=n]: one of the podcast's files, downloaded. */
export const podcastDownloadRoute = defineFileRoute(mediaApi.podcastDownload)({
  samplePath: '/api/podcastShow/download/1',
  access: 'member',
  async handle({ ctx, input, reply }) {
    const podcast: PodcastRow = await loadLivePodcast(ctx, input.id);
    const file: StoredFile | undefined = fileAt(podcast.files, input.f);
    return reply.media(file, { missing: 'Fichier introuvable.', download: true });
  },
});
