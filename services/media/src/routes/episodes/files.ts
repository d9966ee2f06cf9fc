import { mediaApi } from '@canal/contracts';
import { defineFileRoute } from '@canal/service-core';
import { loadEpisode } from '../../catalogue/loadItems';
import { fileAt } from '../../catalogue/storedFiles';

/** GET /api/episode/video/{id}: the episode's video, by ranges. */
export const episodeVideoRoute = defineFileRoute(mediaApi.episodeVideoFile)({
  samplePath: '/api/episode/video/1',
  access: 'member',
  handle: async ({ ctx, input, reply }) => reply.media((await loadEpisode(ctx, input.id)).episode.video[0], { missing: 'Vidéo non disponible' }),
});

/** GET /api/episode/download/{id}[?f=n]: 'Je télécharge', one of the episode's files. */
export const episodeDownloadRoute = defineFileRoute(mediaApi.episodeDownload)({
  samplePath: '/api/episode/download/1',
  access: 'member',
  handle: async ({ ctx, input, reply }) =>
    reply.media(fileAt((await loadEpisode(ctx, input.id)).episode.files, input.f), { missing: 'Fichier introuvable.', download: true }),
});
