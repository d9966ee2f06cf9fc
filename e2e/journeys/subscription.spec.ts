import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, acceptCookies, logIn } from '../support/demo';
import { apiAs } from '../support/liveApiAs';

const SESSION = 'Le parcours du patient BPCO en ville';

interface OutboxRow {
  to: string;
  subject: string;
}

async function mailsTo(admin: Page, email: string): Promise<string[]> {
  const outbox = await apiAs(admin, '/api/_cron/mail');
  return (outbox.body.data as OutboxRow[]).filter((mail) => mail.to === email).map((mail) => mail.subject);
}

test('a visitor picks two dates of a session, registers, and once activated is subscribed to both with their confirmations', async ({ page, browser }) => {
  await page.goto('/');
  await acceptCookies(page);
  const card = page.getByRole('article').filter({ hasText: SESSION }).first();
  await card.getByRole('link', { name: "Je m'inscris" }).click();
  await expect(page).toHaveURL(/\/event\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: SESSION })).toBeVisible();

  // The page's own date is ticked; the theme's second date is added.
  const dates = page.getByRole('group', { name: 'Dates de la session' }).getByRole('checkbox');
  await expect(dates).toHaveCount(2);
  await expect(dates.nth(0)).toBeChecked();
  await dates.nth(1).check();
  await page.getByRole('button', { name: 'Etape suivante' }).click();

  await expect(page).toHaveURL(/\/login\?action=register/);
  await page.getByRole('link', { name: /Créer un compte/ }).click();
  await expect(page).toHaveURL(/\/registration\?.*fromEvents=\d+%2C\d+|\/registration\?.*fromEvents=\d+,\d+/);
  await page.getByText("J'ai un numéro RPPS (médecin)").or(page.getByText('J’ai un numéro RPPS (médecin)')).click();
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Hugo');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Lemaire');
  await page.getByRole('textbox', { name: 'Email' }).fill('hugo.lemaire@exemple.fr');
  await page.getByRole('textbox', { name: 'Numéro RPPS' }).fill('12345678903');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Poumon2026');
  await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill('Poumon2026');
  await page.getByRole('checkbox', { name: /conditions d.utilisation/ }).check();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Votre inscription a bien été enregistrée.')).toBeVisible();

  // Staff activate the account: the two chosen sessions become subscriptions, each confirmed by e-mail.
  const staff = await browser.newPage();
  await logIn(staff, ACCOUNTS.admin);
  const list = await apiAs(staff, '/api/account/list?q=hugo.lemaire');
  const rows = (list.body.data as { rows: Array<{ id: number | string }> }).rows;
  expect(rows).toHaveLength(1);
  expect((await apiAs(staff, '/api/account/activate', { account: String(rows[0].id) })).status).toBe(200);
  await expect.poll(() => mailsTo(staff, 'hugo.lemaire@exemple.fr')).toEqual(expect.arrayContaining([`Inscription confirmée : ${SESSION}`]));
  expect((await mailsTo(staff, 'hugo.lemaire@exemple.fr')).filter((subject) => subject === `Inscription confirmée : ${SESSION}`)).toHaveLength(2);

  // The new member finds both sessions under 'your events'.
  await page.goto('/login?action=login');
  await page.getByLabel('Adresse e-mail').first().fill('hugo.lemaire@exemple.fr');
  await page.getByLabel('Mot de passe').first().fill('Poumon2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('account-menu')).toContainText('hugo.lemaire@exemple.fr');
  await page.goto('/');
  await expect(page.getByRole('tab', { name: /Mes événements|Vos événements|Mes sessions/ })).toContainText('2');
});

test('a member subscribes on a session page, sees the confirmation, then leaves it', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, 'pharmacie.bernard@exemple.fr');
  const card = page.getByRole('article').filter({ hasText: 'Télésurveillance et intelligence artificielle' }).first();
  await card.getByRole('link', { name: "Je m'inscris" }).click();
  await page.getByRole('button', { name: "Je m'inscris" }).click();
  await expect(page.getByText('Télésurveillance et intelligence artificielle en pneumologie').last()).toBeVisible();
  await page.getByRole('button', { name: 'Je confirme mon inscription' }).click();
  await expect(page.getByText('Inscription confirmée')).toBeVisible();
  await page.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByText('Vous êtes déjà inscrit(e) à cette session.')).toBeVisible();
  await expect(page.getByText('La session commence dans')).toBeVisible();

  await page.getByRole('button', { name: 'Me désinscrire' }).click();
  await page.getByRole('button', { name: 'SE DESINSCRIRE' }).click();
  await expect(page.getByText('Désinscription confirmée')).toBeVisible();
  await page.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByText('Vous êtes déjà inscrit(e) à cette session.')).toHaveCount(0);
});

test('an admin registers someone else, meets an address without an account, and invites it', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, ACCOUNTS.admin);
  await page.goto('/subscribe');
  await page.locator('.ant-card').filter({ hasText: 'Parcours de soins' }).getByRole('link', { name: 'Choisir mes dates' }).click();
  await page.getByRole('button', { name: 'Inscrire un participant' }).click();
  await expect(page.getByText('Veuillez choisir au moins une date.')).toBeVisible();
  await page.getByRole('group', { name: 'Dates de la session' }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Inscrire un participant' }).click();
  await page.getByLabel('Adresse e-mail du participant').fill('confrere.inconnu@exemple.fr');
  await page.getByRole('button', { name: "Valider l'inscription" }).click();
  await expect(page.getByText('Aucun compte ne correspond à cette adresse email...')).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer une invitation' }).click();
  await expect(page.getByText("Une invitation a été envoyée à l'adresse confrere.inconnu@exemple.fr.")).toBeVisible();
  await page.getByRole('button', { name: 'Autre recherche' }).click();
  await page.getByLabel('Adresse e-mail du participant').fill('infirmier.durand@exemple.fr');
  await page.getByRole('button', { name: "Valider l'inscription" }).click();
  await expect(page.getByText(/infirmier\.durand@exemple\.fr est inscrit\(e\)|Déjà inscrit\(e\)/).first()).toBeVisible();
});
