import { expect, test } from '../support/test';
import { acceptCookies, followProfileMenu, logIn } from '../support/demo';
import { newMember } from '../support/newMember';

test('a member cannot use the site until the consent form is saved', async ({ page, browser }) => {
  const email = 'consentement.attendu@exemple.fr';
  await newMember(browser, email, 'Nora', 'Vidal', { consents: false });
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, email);
  const dialog = page.getByRole('dialog', { name: /préférences de consentement/ });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  // The page behind the dialog is inert: a click on the header's menu cannot reach it.
  const blocked = await page
    .getByTestId('account-menu')
    .click({ timeout: 1500 })
    .then(
      () => false,
      () => true,
    );
  expect(blocked).toBe(true);
  await page.reload();
  await expect(dialog).toBeVisible();

  // Consent is an act (CNIL): every box starts empty, the member ticks what they accept.
  for (const box of await dialog.getByRole('checkbox').all()) await expect(box).not.toBeChecked();
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('account-menu')).toContainText(email);
  await expect(dialog).toBeHidden();
});

test('a user corrects an invalid mobile number on their account and sees the success message', async ({ page, browser }) => {
  const email = 'portable.corrige@exemple.fr';
  await newMember(browser, email, 'Paul', 'Garnier');
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, email);
  await followProfileMenu(page, 'Mon compte', /\/account$/);
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();

  const mobile = page.getByLabel('Téléphone portable');
  await mobile.fill('0123');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le champ « Téléphone portable » doit être un numéro de téléphone portable')).toBeVisible();
  await expect(page.getByText('Le formulaire est incomplet. Veuillez corriger les erreurs et recommencer.')).toBeVisible();

  await mobile.fill('06 98 76 54 32');
  await expect(page.getByText('Le champ « Téléphone portable » doit être un numéro de téléphone portable')).toBeHidden();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vos modifications ont bien été enregistrées' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Téléphone portable')).toHaveValue('06 98 76 54 32');
});
