import { expect, test } from '@playwright/test';
import { ACCOUNTS, acceptCookies, followProfileMenu, logIn } from '../support/demo';

test('a module declared in one server file is a working list and form (the themes)', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, ACCOUNTS.admin);
  await followProfileMenu(page, 'Thèmes', /\/staff\/theme\/list/);
  await expect(page.getByRole('heading', { name: 'Thèmes' })).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(4);

  await page.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page).toHaveURL(/\/staff\/theme\/edit$/);
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Sommeil');
  await page.getByRole('combobox', { name: 'Catégorie' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'BPCO' }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/staff\/theme\/list/);
  await expect(rows.filter({ hasText: 'Sommeil' })).toHaveCount(1);
});
