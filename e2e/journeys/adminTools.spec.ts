import { expect, test } from '../support/test';
import { ACCOUNTS, acceptCookies, logIn, openProfileMenuTab } from '../support/demo';
import { newMember } from '../support/newMember';
import { newStaff } from '../support/newStaff';

test('a buadm user opens the exports page from the menu and downloads the accounts export', async ({ page, browser }) => {
  const staff = 'exports.comptes@exemple.fr';
  const member = 'dans.l.export@exemple.fr';
  await newStaff(browser, staff, 'buadm');
  await newMember(browser, member, 'Théo', 'Renaud');
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, staff);
  const exports = await openProfileMenuTab(page, 'Exports');
  // The spec's address for the tool (000 §2.1), drawn as a page in the new tab.
  await expect(exports).toHaveURL(/\/api\/_exports$/);
  const accounts = exports.locator('.ant-card').filter({ has: exports.getByText('Professionnels de santé', { exact: true }) });
  const downloading = exports.waitForEvent('download');
  await accounts.getByRole('link', { name: /CSV/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text.split('\n')[0]).toContain(';');
  expect(text).toContain(member);
});

test('an admin reads the recent logs at the spec’s address /api/_logs, filtered by level', async ({ page }) => {
  await logIn(page, ACCOUNTS.admin, '/api/_logs');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible();
  await expect(page.getByText(/\d+ lignes? · page 1\//)).toBeVisible();
  await page.getByRole('group', { name: 'Niveau minimum' }).getByRole('button', { name: 'Erreur' }).click();
  await expect(page.locator('li .ant-tag').filter({ hasText: /Information|Débogage|Avertissement/ })).toHaveCount(0);
});

test('an admin watches the platform’s health: every service ready, the page refreshing by itself', async ({ page }) => {
  await logIn(page, ACCOUNTS.admin, '/staff/tools/health');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Santé de la plateforme' })).toBeVisible();
  await expect(page.getByText('Prêt', { exact: true })).toHaveCount(5);
  await expect(page.getByText('Tâches de fond', { exact: true })).toBeVisible();
  const stamp = page.getByText(/^Actualisé toutes les 5 secondes · /);
  const first = (await stamp.textContent()) ?? '';
  await expect(stamp).not.toHaveText(first, { timeout: 15_000 });
});
