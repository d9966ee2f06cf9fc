import { expect, test } from '../support/test';
import { acceptCookies } from '../support/demo';

test('a doctor registers with an RPPS number, and the account waits for validation', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await page.getByRole('link', { name: 'Inscription' }).click();
  await page.getByRole('link', { name: /Créer un compte/ }).click();
  await expect(page).toHaveURL(/\/registration/);
  await page.getByText('J’ai un numéro RPPS', { exact: true }).click();

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
  await expect(page.getByText('Votre compte est en attente de validation')).toBeVisible();

  // The account waits for staff: logging in says so.
  await page.goto('/login?action=login');
  await page.getByLabel('Adresse e-mail').first().fill('nadia.kaci@exemple.fr');
  await page.getByLabel('Mot de passe').first().fill('Poumon2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText("Votre compte n'est pas encore activé.").or(page.getByText('Votre compte n’est pas encore activé.'))).toBeVisible();
});

test('a pharmacist registers with her RPPS number, as a pharmacist, and the directory opens her account at once', async ({ page }) => {
  await page.goto('/registration');
  await acceptCookies(page);
  await page.getByText('J’ai un numéro RPPS', { exact: true }).click();
  // The RPPS entry is not a doctor's only: the profession is chosen among those the directory verifies.
  await page.getByRole('combobox', { name: 'Profession' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Pharmacien' }).click();
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Hélène');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Moreau');
  await page.getByRole('textbox', { name: 'Email' }).fill('helene.moreau@exemple.fr');
  await page.getByRole('textbox', { name: 'Numéro RPPS' }).fill('10005678908');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Poumon2026');
  await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill('Poumon2026');
  // No consent is ticked in advance.
  await expect(page.getByRole('checkbox', { name: /invitations aux émissions/ })).not.toBeChecked();
  await page.getByRole('checkbox', { name: /conditions d.utilisation/ }).check();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByTestId('account-menu')).toContainText('helene.moreau@exemple.fr');
});

test('a student registers without a number: the signed authorisation is uploaded, checked, and the 48-hour message shows', async ({ page }) => {
  await page.goto('/registration');
  await acceptCookies(page);
  await page.getByText('Je n’ai pas de numéro (étudiant(e), autre)').click();
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Inès');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Moreau');
  await page.getByRole('textbox', { name: 'Email' }).fill('ines.moreau@exemple.fr');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Poumon2026');
  await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill('Poumon2026');
  await page.getByRole('checkbox', { name: /conditions d.utilisation/ }).check();

  // A page renamed .pdf is refused by its content; a real PDF is taken. Each file goes with a proof
  // of work the page solves first (about a second, nothing to click).
  const upload = page.locator('input#accountAuthorisation');
  const uploadCall = (response: { url(): string }) => response.url().includes('/api/registration/upload');
  const refused = page.waitForResponse(uploadCall);
  await upload.setInputFiles({ name: 'autorisation.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>pas un PDF</html>') });
  expect((await refused).status()).toBe(400);
  await expect(page.getByText('Le contenu du fichier « autorisation.pdf » ne correspond pas à son type.')).toBeVisible();
  const taken = page.waitForResponse(uploadCall);
  await upload.setInputFiles({ name: 'autorisation.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\nautorisation signée\n%%EOF\n') });
  expect((await taken).status()).toBe(200);
  await expect(page.getByText('Le contenu du fichier « autorisation.pdf » ne correspond pas à son type.')).toBeHidden();

  await page.getByRole('button', { name: 'Je ne suis pas un robot' }).click();
  await expect(page.getByText('Vérification réussie')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Votre inscription a bien été enregistrée.')).toBeVisible();
  await expect(page.getByText('vous recevrez un e-mail de confirmation sous 48 heures')).toBeVisible();
});
