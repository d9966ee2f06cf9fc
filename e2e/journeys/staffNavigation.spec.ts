import { expect, test, type Page } from '../support/test';
import { ACCOUNTS, acceptCookies, logIn, PASSWORD } from '../support/demo';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Back-office' });

test('an admin goes from list to list through the back office’s sidebar, grouped by domain', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, ACCOUNTS.admin, '/staff/dashboard');
  for (const group of ['Sessions et direct', 'Contenus', 'Médias', 'Comptes', 'Outils'])
    await expect(sidebar(page).getByText(group, { exact: true })).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Collections de fiches' }).click();
  await expect(page).toHaveURL(/\/staff\/documentCollection\/list$/);
  await sidebar(page).getByRole('link', { name: 'Podcasts' }).click();
  await expect(page).toHaveURL(/\/staff\/podcast\/show\/list$/);
  await expect(page.getByRole('heading', { name: 'Podcasts' })).toBeVisible();
  await page.screenshot({ path: '.tmp/sidebar-1366.png' });
});

test('on a phone the sidebar is a drawer; a moderator sees only their domain', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, ACCOUNTS.mod, '/staff/orchestrator/list');
  await page.getByRole('button', { name: 'Menu du back-office' }).click();
  await expect(sidebar(page).getByText('Sessions et direct', { exact: true })).toBeVisible();
  await expect(sidebar(page).getByText('Contenus', { exact: true })).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await page.screenshot({ path: '.tmp/sidebar-390.png' });
  await sidebar(page).getByRole('link', { name: 'Modération' }).click();
  await expect(sidebar(page)).toBeHidden();
});

test('a member sent away from a staff page lands on the home page and reads why', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, ACCOUNTS.member);
  await page.goto('/staff/news/list');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('Votre compte n’a pas accès à cette page : vous avez été redirigé(e) vers l’accueil.')).toBeVisible();
  await expect(sidebar(page)).toHaveCount(0);
});

test('a visitor opening a member page is sent to the login, and comes back to the page once logged in', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('_pn') === '/account');
  await expect(page.getByText('Cette page est réservée aux utilisateurs connectés : connectez-vous pour l’ouvrir.')).toBeVisible();
  await acceptCookies(page);
  await page.getByLabel('Adresse e-mail').first().fill(ACCOUNTS.member);
  await page.getByLabel('Mot de passe').first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/account');
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
});
