import { expect, type Browser } from '@playwright/test';
import { asAdmin } from './asAdmin';
import { apiAs } from './liveApiAs';

/** A question of the help page, saved through the back office's FAQ form by the admin, first in the list. */
export async function newFaqQuestion(browser: Browser, question: string, answer: string): Promise<void> {
  const { admin, close } = await asAdmin(browser);
  try {
    const saved = await apiAs(admin, '/api/faq/edit', { fsubmit: 'faq_form', faqPosition: '0', faqQuestion: question, faqSubQuestion: '', faqAnswer: answer });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  } finally {
    await close();
  }
}
