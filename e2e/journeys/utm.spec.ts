import { expect, test } from '../support/test';
import { ACCOUNTS, acceptCookies, followProfileMenu, logIn } from '../support/demo';
import { newSession } from '../support/newSession';

test('an admin creates a UTM code; a doctor arriving by one of its links registers, and the list counts the visit and the registration', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const code = `salon-${Date.now() % 1_000_000}`;
  const sessionId = await newSession(browser, 'UTM : la session du salon', { startsInMinutes: 4 * 24 * 60 });
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, ACCOUNTS.admin);
  await followProfileMenu(page, 'UTM', /\/staff\/utm\/list/);
  await page.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page).toHaveURL(/\/staff\/utm\/edit$/);
  await expect(page.getByText("Une fois l'UTM enregistré, vous pourrez accéder aux URLs.")).toBeVisible();
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByRole('textbox', { name: 'Description' }).fill('Salon de pneumologie');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/staff\/utm\/edit\/\d+$/);
  const registrationLinks = page.getByRole('heading', { name: 'Inscription à une session à venir' }).locator('xpath=..');
  const link =
    (await registrationLinks
      .locator('code')
      .filter({ hasText: `fromEvent=${sessionId}&` })
      .textContent()) ?? '';
  expect(link).toMatch(new RegExp(`/registration\\?fromEvent=${sessionId}&r=${code}$`));

  const doctorContext = await browser.newContext();
  const doctor = await doctorContext.newPage();
  await doctor.goto(new URL(link).pathname + new URL(link).search);
  await acceptCookies(doctor);
  await doctor.getByText('J’ai un numéro RPPS', { exact: true }).click();
  await doctor.getByRole('textbox', { name: 'Prénom' }).fill('Hugo');
  await doctor.getByRole('textbox', { name: 'Nom', exact: true }).fill('Lemaire');
  await doctor.getByRole('textbox', { name: 'Email' }).fill(`hugo.${code}@exemple.fr`);
  await doctor.getByRole('textbox', { name: 'Numéro RPPS' }).fill('12345678903');
  await doctor.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Poumon2026');
  await doctor.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill('Poumon2026');
  await doctor.getByRole('checkbox', { name: /conditions d.utilisation/ }).check();
  await doctor.getByRole('button', { name: 'Envoyer' }).click();
  await expect(doctor.getByText('Votre inscription a bien été enregistrée.')).toBeVisible();
  await doctorContext.close();

  await page.goto('/staff/utm/list');
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: code });
  await expect(row).toBeVisible();
  const cells = await row.locator('td').allTextContents();
  // Columns: code, description, visits, registrations, subscriptions (the session chosen with the link).
  expect(cells.join(' | ')).toMatch(new RegExp(`${code} \\| Salon de pneumologie \\| 1 \\| 1 \\| 1`));
});
