import fs from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { asAdmin } from './asAdmin';
import { apiAs } from './liveApiAs';
import { uploadAs } from './uploadAs';

/** The demo's 30-second test-pattern video (services/domain/src/seed), uploaded as the admin would. */
const VIDEO = path.resolve(__dirname, '../../services/domain/src/seed/assets/demoEpisode.webm');

async function saveSerie(admin: Page, title: string): Promise<number> {
  const saved = await apiAs(admin, '/api/serie/edit', {
    fsubmit: 'serie_form',
    serieTitle: title,
    serieCategory: 'BPCO',
    podcastState: 'live',
    serieDescription: 'Série créée pour un parcours de test.',
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return (saved.body.data as { id: number }).id;
}

/** An online series of one's own in the BPCO category (/MesReplays/BPCO), with no episode yet, saved through the back office's form by the admin. */
export async function newSeries(browser: Browser, title: string): Promise<number> {
  const { admin, close } = await asAdmin(browser);
  try {
    return await saveSerie(admin, title);
  } finally {
    await close();
  }
}

/**
 * A series of one's own in the BPCO category with one episode whose video is a real one (the
 * demo's test pattern, sent through the form's upload call), saved by the admin as the back office
 * does: a journey plays it, finds it by its title, instead of relying on the demo's series.
 */
export async function newSeriesWithEpisode(browser: Browser, serieTitle: string, episodeTitle: string): Promise<{ serieId: number; episodeId: number }> {
  const { admin, close } = await asAdmin(browser);
  try {
    const serieId = await saveSerie(admin, serieTitle);
    const video = await uploadAs(admin, '/api/episode/edit', 'episodeVideo', { name: 'episode.webm', type: 'video/webm', bytes: fs.readFileSync(VIDEO) });
    const saved = await apiAs(admin, '/api/episode/edit', {
      fsubmit: 'episode_form',
      episodeTitle,
      serieId: String(serieId),
      episodePosition: '1',
      // The seed's: the 30-second video is not taken as finished when the journey pauses it.
      episodeDuration: '1',
      episodeDescription: 'Épisode créé pour un parcours de test.',
      episodeVideo: video,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return { serieId, episodeId: (saved.body.data as { id: number }).id };
  } finally {
    await close();
  }
}
