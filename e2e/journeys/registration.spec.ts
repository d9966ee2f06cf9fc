import { expect, test } from '@playwright/test';
import { acceptCookies } from '../support/demo';

test('a doctor registers with an RPPS number, and the account waits for validation', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await page.getByRole('link', { name: 'Inscription' }).click();
  await page.getByRole('link', { name: /Créer un compte/ }).click();
  await expect(page).toHaveURL(/\/registration/);
  await page.getByText("J'ai un numéro RPPS (médecin)").or(page.getByText('J’ai un numéro RPPS (médecin)')).click();

  await page.getByRole('textbox', { name: 'Prénom' }).fill('Nadia');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Kaci');
  await page.getByRole('textbox', { name: 'Email' }).fill('nadia.kaci@exemple.fr');
  await page.getByRole('textbox', { name: 'Numéro RPPS' }).fill('1234567890');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Le formulaire est incomplet. Veuillez corriger les erreurs et recommencer.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Numéro RPPS' }).fill('12345678903');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Poumon2026');
  await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill('Poumon2026');
  await page.getByRole('checkbox', { name: /conditions d.utilisation/ }).check();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Votre inscription a bien été enregistrée.')).toBeVisible();

  // The account waits for staff: logging in says so.
  await page.goto('/login?action=login');
  await page.getByLabel('Adresse e-mail').first().fill('nadia.kaci@exemple.fr');
  await page.getByLabel('Mot de passe').first().fill('Poumon2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText("Votre compte n'est pas encore activé.").or(page.getByText('Votre compte n’est pas encore activé.'))).toBeVisible();
});
