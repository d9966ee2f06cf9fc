import { expect, test } from '../support/test';
import { ACCOUNTS, acceptCookies, logIn } from '../support/demo';
import { newSession } from '../support/staffData';

test('a visitor searches from the search page, without the accents, filters by theme and opens the session found', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // A word of letters only (the parser keeps a word with digits whole, unstemmed), unique to this run.
  const word = `Pneumothorax${[...String(Date.now() % 100_000)].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`;
  const title = `Les ${word} récidivants`;
  const admin = await browser.newPage();
  await logIn(admin, ACCOUNTS.admin);
  await newSession(admin, title);
  await admin.close();

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/recherche');
  await acceptCookies(page);
  const box = page.getByRole('search').getByRole('searchbox', { name: /Rechercher une session/ });
  await box.fill(`${word.toLowerCase()} recidivant`);
  await box.press('Enter');

  await expect(page).toHaveURL(/\/recherche\?q=/);
  await expect(page.getByRole('status')).toContainText('1 résultat pour');
  const found = page.getByRole('link', { name: title });
  await expect(found).toBeVisible();
  // The words found are marked, in the page's own spelling.
  await expect(page.locator('main mark').filter({ hasText: 'récidivants' })).toBeVisible();
  // One kind found: no kind filter to offer; the session's theme is one.
  await expect(page.getByRole('group', { name: 'Type' })).toHaveCount(0);
  await page
    .getByRole('group', { name: 'Thème' })
    .getByRole('button', { name: /^Theme \d+ \(1\)$/ })
    .click();
  await expect(page).toHaveURL(/theme=Theme/);
  await expect(page.getByRole('group', { name: 'Thème' }).getByRole('button', { pressed: true })).toHaveText(/^Theme \d+ \(1\)$/);

  await found.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('the accessibility statement is linked from the footer and offers the form asking for an accessible alternative', async ({ page }) => {
  await page.goto('/help');
  await acceptCookies(page);
  await page.locator('footer').getByRole('link', { name: 'Accessibilité' }).click();
  await expect(page).toHaveURL(/\/accessibilite$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' })).toBeVisible();
  for (const section of ['État de conformité', 'Résultats des tests', 'Contenus non accessibles', 'Retour d’information et contact', 'Voies de recours'])
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  await expect(page.getByText(/Le site Canal Pneumo est (non|partiellement|totalement) conforme/)).toBeVisible();
  await expect(page.getByText('Accessibilité : demander une alternative accessible')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
});
