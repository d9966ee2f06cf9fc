import { expect, test } from '../support/test';
import { acceptCookies } from '../support/demo';
import { newSession } from '../support/newSession';

test('a session page and its live room also open under a universe prefix', async ({ page, browser }) => {
  const title = 'Univers : la session à venir';
  const id = await newSession(browser, title, { startsInMinutes: 2 * 24 * 60 });
  await page.goto(`/event/${id}`);
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goto(`/pneumo/event/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goto(`/pneumo/live/${id}`);
  // The live room asks a visitor to log in, coming back here (_pn keeps the universe).
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', `/login?action=login&_pn=${encodeURIComponent(`/pneumo/live/${id}`)}`);
});
