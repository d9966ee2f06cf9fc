import { expect, type Browser } from '@playwright/test';
import { asAdmin } from './asAdmin';
import { apiAs } from './liveApiAs';

/**
 * A news item of one's own ('Information', no text yet), saved through the back office's form by
 * the admin, last of the home's carousel (after the demo's, whose order other journeys read).
 */
export async function newNews(browser: Browser, title: string): Promise<number> {
  const { admin, close } = await asAdmin(browser);
  try {
    const saved = await apiAs(admin, '/api/news/edit', {
      fsubmit: 'news_form',
      newsTitle: title,
      newsCategory: 'info',
      newsPosition: '100',
      newsShortDescription: 'Une actualité créée pour un parcours de test.',
      newsDescription: '',
      eventId: '',
      newsLinkExternal: '',
      newsThumb: '[]',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return (saved.body.data as { id: number }).id;
  } finally {
    await close();
  }
}
