import { expect, test } from '../support/test';
import { acceptCookies, logIn } from '../support/demo';
import { newStaff } from '../support/newStaff';

test('a staff user hides a column and sorts the accounts list, saves the view under a name and finds it again', async ({ page, browser }) => {
  const name = `Vue ${Date.now() % 100_000}`;
  const email = `vues.${Date.now()}@exemple.fr`;
  await newStaff(browser, email, 'buadm');
  await logIn(page, email, '/staff/account/list');
  await acceptCookies(page);
  const header = page.locator('.ant-table-thead');
  await expect(header.getByText('Email', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Colonnes' }).click();
  await page.getByRole('checkbox', { name: 'Email' }).click();
  await expect(page).toHaveURL(/hc=accountEmail/);
  await page.keyboard.press('Escape');
  await expect(header.getByText('Email', { exact: true })).toHaveCount(0);
  // The header re-renders as the column goes: a click that lands on the outgoing header is made again.
  await expect(async () => {
    await header.getByText('Nom', { exact: true }).click();
    await expect(page).toHaveURL(/sf=accountLastname/, { timeout: 2000 });
  }).toPass();

  await page.getByRole('button', { name: 'Enregistrer la vue' }).click();
  await page.getByRole('textbox', { name: 'Nom de la vue' }).fill(name);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText(`Vue « ${name} » enregistrée.`)).toBeVisible();

  await page.goto('/staff/account/list');
  await expect(header.getByText('Email', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Vues enregistrées' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: name }).click();
  await expect(page).toHaveURL(/sf=accountLastname/);
  await expect(page).toHaveURL(/hc=accountEmail/);
  await expect(header.getByText('Email', { exact: true })).toHaveCount(0);
});
