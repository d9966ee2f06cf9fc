import type { Request } from 'express';
import { mediaApi } from '@canal/contracts';
import { defineFileRoute, pathIdOf, sendStoredMedia, type StoredFile } from '@canal/service-core';
import { loadLivePodcast, type PodcastRow } from '../../catalogue/loadItems';
import { fileAt } from '../../catalogue/storedFiles';
import { AUDIO_MISSING, FLIPBOOK_MISSING } from './show';

/** A file of a live podcast, by ranges, to members: which one `pick` says. */
function podcastFileRoute(path: string, samplePath: string, pick: (podcast: PodcastRow, req: Request) => StoredFile | undefined, options: { missing: string; download?: boolean }) {
  return defineFileRoute({
    method: 'get',
    path,
    samplePath,
    access: 'member',
    async handle(ctx, req, res) {
      const podcast = await loadLivePodcast(ctx, pathIdOf(req.params.id, 'du podcast'));
      await sendStoredMedia(ctx, req, res, pick(podcast, req), options);
    },
  });
}

/** GET /api/podcastShow/audio/{id}/file: the audio (a player seeks without downloading it whole). */
export const podcastAudioFileRoute = podcastFileRoute(mediaApi.PODCAST_AUDIO_FILE_PATH, '/api/podcastShow/audio/1/file', (podcast) => podcast.audio[0], { missing: AUDIO_MISSING });

/** GET /api/podcastShow/flipbook/{id}/file: the flipbook (a PDF shown in its popup). */
export const podcastFlipbookFileRoute = podcastFileRoute(mediaApi.PODCAST_FLIPBOOK_FILE_PATH, '/api/podcastShow/flipbook/1/file', (podcast) => podcast.flipbook[0], { missing: FLIPBOOK_MISSING });

/** GET /api/podcastShow/download/{id}[?f=n]: one of the podcast's files, downloaded. */
export const podcastDownloadRoute = podcastFileRoute(mediaApi.PODCAST_DOWNLOAD_PATH, '/api/podcastShow/download/1', (podcast, req) => fileAt(podcast.files, req.query.f), { missing: 'Fichier introuvable.', download: true });
