import { expect, test, type Locator } from '../support/test';
import { acceptCookies } from '../support/demo';

/** Steps forward until the item titled `title` shows (the carousel goes round). */
async function stepTo(carousel: Locator, title: string): Promise<void> {
  const heading = carousel.getByRole('heading', { name: title });
  for (let step = 0; step < 10 && !(await heading.isVisible()); step += 1) await carousel.getByRole('button', { name: 'Actualité suivante' }).click();
  await expect(heading).toBeVisible();
}

test('the news carousel advances by itself, steps with its arrows, and an event item opens the live room', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  const carousel = page.getByRole('region', { name: 'Actualités' });
  await expect(carousel.getByRole('heading', { name: 'Bienvenue sur Canal Pneumo' })).toBeVisible();
  await expect(carousel.locator('img.news-slide__thumb').first()).toHaveAttribute('src', /^\/cache\/news\/\d+\/vignette\.png$/);
  // The pointer stays away: after 5 s the next item shows.
  await page.mouse.move(0, 0);
  await expect(carousel.getByRole('heading', { name: 'En direct : les exacerbations de BPCO' })).toBeVisible({ timeout: 8000 });
  const height = (await carousel.boundingBox())?.height;

  await carousel.getByRole('button', { name: 'Actualité suivante' }).click();
  await expect(carousel.getByRole('heading', { name: 'Replay : éducation thérapeutique dans l’asthme' })).toBeVisible();
  // Stepping keeps the strip's height: the sessions below never move.
  expect((await carousel.boundingBox())?.height).toBe(height);
  await carousel.getByRole('button', { name: 'Actualité précédente' }).click();
  await expect(carousel.getByRole('heading', { name: 'En direct : les exacerbations de BPCO' })).toBeVisible();
  // A live event shows its live button, not its date nor its guests.
  await expect(carousel.getByText('Pr Anne Rousseau')).toHaveCount(0);

  await carousel.getByRole('button', { name: 'Rejoindre le direct' }).click();
  await expect(page).toHaveURL(/\/live\/\d+$/);
});

test('each kind of news shows what it should, and an external link asks before leaving the site', async ({ page, context }) => {
  // The test machine has no internet: the external site is answered here.
  await context.route('https://ginasthma.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>GINA</title>' }));
  await page.goto('/');
  await acceptCookies(page);
  const carousel = page.getByRole('region', { name: 'Actualités' });
  await carousel.hover();

  // A pending event: its date, its guest and the subscribe button to its page.
  await stepTo(carousel, 'Télésurveillance et IA en pneumologie');
  await expect(carousel.getByText('Pr Louis Mercier')).toBeVisible();
  await expect(carousel.getByText(/\d{4} - \d{2}h\d{2}/).first()).toBeVisible();

  // A replay still being edited: its button is disabled.
  await stepTo(carousel, 'Replay : les nouvelles molécules inhalées');
  await expect(carousel.getByRole('button', { name: 'Bientôt disponible' })).toBeDisabled();

  // An external link: the confirmation first; cancelling stays here.
  await stepTo(carousel, 'Recommandations GOLD 2026');
  await carousel.getByRole('button', { name: 'En savoir plus' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Vous quittez Canal Pneumo' });
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole('button', { name: 'Annuler' }).click();
  await expect(confirmation).toBeHidden();

  // An image item: its picture fills the strip, and a click on it asks the same.
  await stepTo(carousel, 'Journée mondiale de l’asthme');
  const slide = carousel.locator('.news-slide--image').filter({ visible: true });
  await expect(slide.locator('img')).toHaveAttribute('src', /^\/cache\/news\/\d+\/banniere\.png$/);
  await slide.click({ position: { x: 20, y: 10 } });
  await expect(confirmation).toBeVisible();
  const popup = page.waitForEvent('popup');
  await confirmation.getByRole('button', { name: 'Continuer' }).click();
  expect((await popup).url()).toBe('https://ginasthma.org/');

  // Back to the pending event: its subscribe button opens its page.
  await stepTo(carousel, 'Télésurveillance et IA en pneumologie');
  await carousel.getByRole('button', { name: "Je m'inscris" }).click();
  await expect(page).toHaveURL(/\/event\/\d+$/);
});
