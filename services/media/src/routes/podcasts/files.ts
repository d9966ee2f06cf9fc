import { mediaApi } from '@canal/contracts';
import { defineFileRoute, notFound, sendStoredMedia } from '@canal/service-core';
import { loadLivePodcast } from '../../catalogue/loadItems';
import { pathIdOf } from '../../catalogue/pathId';
import { fileAt } from '../../catalogue/storedFiles';
import { AUDIO_MISSING, FLIPBOOK_MISSING } from './show';

/** GET /api/podcastShow/audio/{id}/file: a live podcast's audio, by ranges (a player seeks without downloading it whole). */
export const podcastAudioFileRoute = defineFileRoute({
  method: 'get',
  path: mediaApi.PODCAST_AUDIO_FILE_PATH,
  samplePath: '/api/podcastShow/audio/1/file',
  access: 'member',
  async handle(ctx, req, res) {
    const podcast = await loadLivePodcast(ctx, pathIdOf(req.params.id, 'du podcast'));
    await sendStoredMedia(ctx, req, res, podcast.audio[0], { missing: AUDIO_MISSING });
  },
});

/** GET /api/podcastShow/flipbook/{id}/file: a live podcast's flipbook (a PDF shown in its popup). */
export const podcastFlipbookFileRoute = defineFileRoute({
  method: 'get',
  path: mediaApi.PODCAST_FLIPBOOK_FILE_PATH,
  samplePath: '/api/podcastShow/flipbook/1/file',
  access: 'member',
  async handle(ctx, req, res) {
    const podcast = await loadLivePodcast(ctx, pathIdOf(req.params.id, 'du podcast'));
    await sendStoredMedia(ctx, req, res, podcast.flipbook[0], { missing: FLIPBOOK_MISSING });
  },
});

/** GET /api/podcastShow/download/{id}[?f=n]: one of a live podcast's files, downloaded. */
export const podcastDownloadRoute = defineFileRoute({
  method: 'get',
  path: mediaApi.PODCAST_DOWNLOAD_PATH,
  samplePath: '/api/podcastShow/download/1',
  access: 'member',
  async handle(ctx, req, res) {
    const podcast = await loadLivePodcast(ctx, pathIdOf(req.params.id, 'du podcast'));
    const file = fileAt(podcast.files, req.query.f);
    if (!file) throw notFound('Fichier introuvable.');
    await sendStoredMedia(ctx, req, res, file, { missing: 'Fichier introuvable.', download: true });
  },
});
