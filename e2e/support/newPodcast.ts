import { expect, type Browser, type Page } from '@playwright/test';
import { toParisInput } from '../../packages/contracts/src/format/parisDates';
import { demoAudio } from '../../services/domain/src/seed/demoAudio';
import { asAdmin } from './asAdmin';
import { apiAs } from './liveApiAs';
import { uploadAs } from './uploadAs';

const DAY_MS = 24 * 3600_000;

export interface NewPodcastTheme {
  themeName: string;
  /** Online, with 20 seconds of real audio (the seed's chimes, sent through the form's upload call). */
  online: string;
  /** To come ('À venir'), with no audio yet. */
  toCome: string;
}

async function savePodcast(admin: Page, themeId: number, title: string, state: 'live' | 'pending', inDays: number, audio: string): Promise<number> {
  const saved = await apiAs(admin, '/api/podcastShow/edit', {
    fsubmit: 'podcastShow_form',
    podcastTitle: title,
    themeId: String(themeId),
    podcastCategory: 'BPCO',
    podcastState: state,
    podcastDate: toParisInput(new Date(Date.now() + inDays * DAY_MS)),
    podcastDuration: '12',
    podcastPosition: '1',
    podcastDescription: 'Podcast créé pour un parcours de test.',
    podcastAudio: audio,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return (saved.body.data as { id: number }).id;
}

/**
 * A podcast theme of one's own with one podcast online (its audio real) and
 * one to come, saved through the back office's forms by the admin: a journey listens to its own
 * podcast, found by its titles, instead of relying on the demo's.
 */
export async function newPodcastTheme(browser: Browser, titles: NewPodcastTheme): Promise<{ themeId: number; podcastId: number }> {
  const { admin, close } = await asAdmin(browser);
  try {
    const theme = await apiAs(admin, '/api/podcastTheme/edit', {
      fsubmit: 'podcastTheme_form',
      themeName: titles.themeName,
      themeSubTitle: 'Un thème créé pour un parcours de test',
      themeColor: '#0e7c66',
      themePosition: '1',
    });
    expect(theme.status, JSON.stringify(theme.body)).toBe(200);
    const themeId = (theme.body.data as { id: number }).id;
    const audio = await uploadAs(admin, '/api/podcastShow/edit', 'podcastAudio', { name: 'podcast.wav', type: 'audio/wav', bytes: demoAudio(20, themeId) });
    const podcastId = await savePodcast(admin, themeId, titles.online, 'live', -1, audio);
    await savePodcast(admin, themeId, titles.toCome, 'pending', 20, '[]');
    return { themeId, podcastId };
  } finally {
    await close();
  }
}
