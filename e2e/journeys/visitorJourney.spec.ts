import { expect, test } from '../support/test';
import { acceptCookies, followProfileMenu, logIn } from '../support/demo';
import { newMember } from '../support/newMember';
import { newSession } from '../support/newSession';

test('a visitor logs in, crosses three remotes without a document reload, and logs out', async ({ page, browser }) => {
  const email = 'trois.remotes@exemple.fr';
  await newMember(browser, email, 'Claire', 'Bonnet');
  const sessionId = await newSession(browser, 'Parcours : la session en direct', { subscribers: [email] });
  await page.goto('/');
  await acceptCookies(page);
  await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();

  await logIn(page, email);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  // public -> live: the live session's card on the home page.
  const liveCard = page.locator(`a[href="/live/${sessionId}"]`).first();
  await liveCard.click();
  await expect(page).toHaveURL(new RegExp(`/live/${sessionId}$`));
  await expect(page.locator('iframe')).toBeVisible();

  // live -> media, through the main menu.
  await page.getByRole('menuitem', { name: 'Replays' }).click();
  await expect(page.getByRole('heading', { name: 'Replays' })).toBeVisible();

  // media -> chat.
  await page.getByRole('menuitem', { name: 'GPTPubMed' }).click();
  await expect(page.getByText('GPTPubMed beta')).toBeVisible();

  const sameDocument = await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
  expect(sameDocument).toBe(true);

  await followProfileMenu(page, 'Déconnexion', /\/(logout)?$/);
  await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the cookie banner stays accepted after a reload', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies et vie privée' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: "J'accepte" }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).or(page.locator('main')).first()).toBeVisible();
  await expect(banner).toBeHidden();
  const cookies = await page.context().cookies();
  const rgpd = cookies.find((cookie) => cookie.name === 'rgpd');
  expect(rgpd).toBeDefined();
  expect((rgpd?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(9 * 24 * 3600_000);
});

test('an unknown path shows the 404 page with the footer', async ({ page }) => {
  // Answered 404 too: search engines do not index it, monitors see it.
  expect((await page.goto('/cette-page-n-existe-pas'))?.status()).toBe(404);
  await expect(page.getByText('Erreur 404')).toBeVisible();
  await expect(page.getByText('Page introuvable...')).toBeVisible();
  // The copyright carries the current year (Paris).
  const year = new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date());
  await expect(page.locator('footer')).toContainText(`© ${year} Canal Pneumo`);
});
