import { mediaApi } from '@canal/contracts';
import { defineFileRoute, notFound, pathIdOf, sendStoredMedia } from '@canal/service-core';
import { loadEpisode } from '../../catalogue/loadItems';
import { fileAt } from '../../catalogue/storedFiles';

/** GET /api/episode/video/{id}: the episode's video, by ranges. */
export const episodeVideoRoute = defineFileRoute({
  method: 'get',
  path: mediaApi.EPISODE_VIDEO_FILE_PATH,
  samplePath: '/api/episode/video/1',
  access: 'member',
  async handle(ctx, req, res) {
    const { episode } = await loadEpisode(ctx, pathIdOf(req.params.id, 'de l’épisode'));
    await sendStoredMedia(ctx, req, res, episode.video[0], { missing: 'Vidéo non disponible' });
  },
});

/** GET /api/episode/download/{id}[?f=n]: 'Je télécharge', one of the episode's files. */
export const episodeDownloadRoute = defineFileRoute({
  method: 'get',
  path: mediaApi.EPISODE_DOWNLOAD_PATH,
  samplePath: '/api/episode/download/1',
  access: 'member',
  async handle(ctx, req, res) {
    const { episode } = await loadEpisode(ctx, pathIdOf(req.params.id, 'de l’épisode'));
    const file = fileAt(episode.files, req.query.f);
    if (!file) throw notFound('Fichier introuvable.');
    await sendStoredMedia(ctx, req, res, file, { missing: 'Fichier introuvable.', download: true });
  },
});
