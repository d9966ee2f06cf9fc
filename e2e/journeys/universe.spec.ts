import { expect, test } from '@playwright/test';
import { acceptCookies } from '../support/demo';

test('a session page and its live room also open under a universe prefix', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  const href = (await page.locator('a[href^="/event/"]').first().getAttribute('href')) ?? '';
  const id = href.split('/').pop();
  await page.goto(href);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(title).not.toBe('');

  await page.goto(`/pneumo/event/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goto(`/pneumo/live/${id}`);
  // The live room asks a visitor to log in, coming back here (_pn keeps the universe).
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', `/login?action=login&_pn=${encodeURIComponent(`/pneumo/live/${id}`)}`);
});
