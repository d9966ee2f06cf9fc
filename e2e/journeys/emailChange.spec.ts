import { expect, test } from '../support/test';
import { ACCOUNTS, acceptCookies, logIn, PASSWORD } from '../support/demo';
import { apiAs } from '../support/liveApiAs';
import { newMember } from '../support/newMember';

interface OutboxRow {
  to: string;
  subject: string;
  text: string;
}

test('an admin changes a member’s e-mail; the member confirms it from the mailed link, then logs in with it', async ({ page, browser }) => {
  // Two browsers, a registration and a dozen pages on a machine other journeys share.
  test.setTimeout(120_000);
  const oldEmail = 'adresse.ancienne@exemple.fr';
  const newEmail = 'adresse.nouvelle@exemple.fr';
  await newMember(browser, oldEmail, 'Hélène', 'Garnier');

  // The admin types the new address on the member's account page.
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, ACCOUNTS.admin, '/staff/account/list');
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(oldEmail);
  // The filter is in the address once applied: a click before it could be undone by the list's reload.
  await expect(page).toHaveURL(/f_q=adresse\.ancienne/);
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: oldEmail });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Modifier' }).click();
  await expect(page).toHaveURL(/\/staff\/account\/edit\/\d+$/);
  const editUrl = page.url();
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(email).toHaveValue(oldEmail);
  await email.fill(newEmail);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/staff\/account\/list/);

  // The account keeps its address; the page says which one waits for its confirmation.
  await page.goto(editUrl);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(oldEmail);
  await expect(page.getByText(`En attente de confirmation : ${newEmail}`)).toBeVisible();

  // The old address was told; the new one got the link.
  const outbox = (await apiAs(page, '/api/_cron/mail')).body.data as OutboxRow[];
  expect(outbox.find((mail) => mail.to === oldEmail && mail.subject === 'Canal Pneumo : votre adresse e-mail a été modifiée')?.text).toContain(newEmail);
  const confirmation = outbox.find((mail) => mail.to === newEmail && mail.subject === 'Canal Pneumo : confirmez votre nouvelle adresse e-mail');
  const link = /https?:\/\/\S+(\/account\/email\?k=[\w-]+)/.exec(confirmation?.text ?? '')?.[1];
  expect(link).toBeTruthy();

  // The member, in a browser of their own: the new address does not log in before it is confirmed.
  const member = await (await browser.newContext()).newPage();
  await member.goto('/login?action=login');
  await acceptCookies(member);
  await member.getByLabel('Adresse e-mail').first().fill(newEmail);
  await member.getByLabel('Mot de passe').first().fill(PASSWORD);
  await member.getByRole('button', { name: 'Se connecter' }).click();
  await expect(member.getByText('Adresse e-mail ou mot de passe incorrect.')).toBeVisible();

  // The link opens a page that confirms on a click; then the new address logs in.
  await member.goto(link ?? '/');
  await expect(member.getByRole('heading', { name: 'Confirmation de votre adresse e-mail' })).toBeVisible();
  await member.getByRole('button', { name: 'Confirmer mon adresse e-mail' }).click();
  await expect(member.getByText('Votre nouvelle adresse e-mail est confirmée : utilisez-la désormais pour vous connecter.')).toBeVisible();
  await member.getByRole('link', { name: 'Se connecter' }).click();
  await logIn(member, newEmail);

  // The link served once.
  await member.goto(link ?? '/');
  await member.getByRole('button', { name: 'Confirmer mon adresse e-mail' }).click();
  await expect(member.getByText('Ce lien de confirmation d’adresse e-mail est invalide, a déjà servi ou a expiré.')).toBeVisible();

  // On « Mon compte », the member's own change waits the same way, and the page says so.
  await member.goto('/account');
  const own = member.getByRole('textbox', { name: 'Email', exact: true });
  await expect(own).toHaveValue(newEmail);
  await own.fill('adresse.troisieme@exemple.fr');
  // A new address asks for the current password: a session left open is not enough to move the account.
  await member.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(member.getByText('Saisissez votre mot de passe actuel pour changer d’adresse e-mail.')).toBeVisible();
  await member.getByLabel('Mot de passe actuel').fill(PASSWORD);
  await member.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(member.getByRole('status')).toHaveText(
    'Vos modifications ont bien été enregistrées. Un lien de confirmation a été envoyé à adresse.troisieme@exemple.fr : ' +
      `l’adresse ${newEmail} reste celle du compte jusqu’à sa confirmation.`,
  );
  await member.reload();
  await expect(member.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(newEmail);
  await expect(member.getByText('En attente de confirmation : adresse.troisieme@exemple.fr')).toBeVisible();
  await member.context().close();
});
