import { expect, test, type Page } from '../support/test';
import { asAdmin } from '../support/asAdmin';
import { ACCOUNTS, acceptCookies, logIn } from '../support/demo';
import { apiAs } from '../support/liveApiAs';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a page opened from the bottom of another starts at its top, its title in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/help');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page).toHaveURL(/\/legal$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
});

test('a list back from a save shows the saved row, even far down the list', async ({ page, browser }) => {
  const { admin, close } = await asAdmin(browser);
  const stamp = Date.now() % 1_000_000;
  try {
    for (let index = 1; index <= 12; index += 1) {
      const saved = await apiAs(admin, '/api/news/edit', {
        fsubmit: 'news_form',
        newsTitle: `Défilement ${stamp} n° ${index}`,
        newsCategory: 'info',
        newsPosition: String(200 + index),
        newsShortDescription: 'Une actualité pour le défilement.',
        newsDescription: '',
        eventId: '',
        newsLinkExternal: '',
        newsThumb: '[]',
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
  } finally {
    await close();
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, ACCOUNTS.admin, '/staff/news/list?pl=100');
  const row = page.locator('[data-row-key]').filter({ hasText: `Défilement ${stamp} n° 12` });
  await row.scrollIntoViewIfNeeded();
  await row.getByRole('button', { name: 'Modifier' }).click();
  await expect(page).toHaveURL(/\/staff\/news\/edit\/\d+/);
  // The form opens at its top (once its page has drawn: the scroll is the new page's first effect).
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/staff\/news\/list/);
  const saved = page.locator('[data-row-key]').filter({ hasText: `Défilement ${stamp} n° 12` });
  await expect(saved).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(0);
});
