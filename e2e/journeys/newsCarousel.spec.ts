import { expect, test } from '@playwright/test';
import { acceptCookies } from '../support/demo';

test('the news carousel advances by itself, steps with its arrows, and an event item opens the live room', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  const carousel = page.getByRole('region', { name: 'Actualités' });
  await expect(carousel.getByRole('heading', { name: 'Bienvenue sur Canal Pneumo' })).toBeVisible();
  // The pointer stays away: after 5 s the next item shows.
  await page.mouse.move(0, 0);
  await expect(carousel.getByRole('heading', { name: 'En direct : les exacerbations de BPCO' })).toBeVisible({ timeout: 8000 });

  await carousel.getByRole('button', { name: 'Actualité suivante' }).click();
  await expect(carousel.getByRole('heading', { name: 'Replay : éducation thérapeutique dans l’asthme' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Actualité précédente' }).click();
  await expect(carousel.getByRole('heading', { name: 'En direct : les exacerbations de BPCO' })).toBeVisible();

  await carousel.getByRole('button', { name: 'Rejoindre le direct' }).click();
  await expect(page).toHaveURL(/\/live\/\d+$/);
});
