import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { acceptCookies, logIn, PASSWORD } from '../support/demo';
import { accountId, asAdmin } from '../support/asAdmin';
import { apiAs } from '../support/liveApiAs';
import { newMember } from '../support/newMember';

/** Screenshots of 'Mon compte', looked at by the engineer who changes it. */
const SHOTS = path.resolve(__dirname, '../../.tmp');
const INVITATIONS = /invitations aux émissions/;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The text of a file the page downloads when `click` runs. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  return { name: download.suggestedFilename(), text: fs.readFileSync((await download.path()) ?? '', 'utf8') };
}

/** The deletion link mailed to `email`, read from the outbox as an admin. */
async function mailedDeletionLink(admin: Page, email: string): Promise<string> {
  const outbox = await apiAs(admin, '/api/_cron/mail');
  const mail = (outbox.body.data as Array<{ to: string; subject: string; text: string }>).find(
    (row) => row.to === email && row.subject === 'Canal Pneumo : confirmez la suppression de votre compte',
  );
  const link = /https?:\/\/\S+\/account\/delete\?k=\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no deletion link mailed to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test('a new member on a phone withdraws a consent, downloads their data, then deletes their account through the mailed link', async ({ page, browser }) => {
  // A whole account's life: registration, activation, two downloads, an admin's browser twice.
  test.setTimeout(120_000);
  const email = `rgpd.${Date.now()}@exemple.fr`;
  await newMember(browser, email, 'Inès', 'Garnier');
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, email);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();

  // The consent given at the first login is withdrawn, and the record says when.
  const invitations = page.getByRole('checkbox', { name: INVITATIONS });
  await expect(invitations).toBeChecked();
  await invitations.uncheck();
  await page.getByRole('button', { name: 'Valider mes choix' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vos choix ont bien été enregistrés.' })).toBeVisible();
  const history = page.getByRole('list', { name: 'Historique de mes choix' });
  await expect(history.getByRole('listitem').first()).toContainText('Refusé');
  await expect(history.getByRole('listitem').first()).toContainText(INVITATIONS);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: INVITATIONS })).not.toBeChecked();
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/account-390x844.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `${SHOTS}/account-1366x768.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  // Staff read the same record on the account's card.
  const { admin, close } = await asAdmin(browser);
  try {
    await admin.goto(`/staff/account/preview/${await accountId(admin, email)}`);
    const card = admin.locator('.ant-card').filter({ has: admin.getByText('Consentements', { exact: true }) });
    await expect(card.getByRole('listitem').filter({ hasText: INVITATIONS }).first()).toContainText('Refusé');
    const latest = card.getByRole('list', { name: 'Historique des choix' }).getByRole('listitem').first();
    await expect(latest).toContainText('Refusé');
    await expect(latest).toContainText(/\d\d\/\d\d\/\d{4} \d\d:\d\d/);
    await card.screenshot({ path: `${SHOTS}/staff-account-consents-1366x768.png` });
  } finally {
    await close();
  }

  // Their data, as a spreadsheet and as JSON: their account and the consent just withdrawn.
  const csv = await downloaded(page, () => page.getByRole('link', { name: 'Télécharger mes données (CSV)' }).click());
  expect(csv.name).toBe('mes-donnees-canal-pneumo.csv');
  expect(csv.text.startsWith('\uFEFFRubrique;N°;Champ;Valeur\r\n')).toBe(true);
  expect(csv.text).toContain(`Compte;1;Adresse e-mail;${email}\r\n`);
  expect(csv.text).toContain('Compte;1;Nom;Garnier\r\n');
  expect(csv.text).toContain('Historique des consentements;1;Donné;non\r\n');
  const json = await downloaded(page, () => page.getByRole('link', { name: 'Télécharger mes données (JSON)' }).click());
  const data = JSON.parse(json.text) as {
    account: { email: string; firstname: string };
    consents: Array<{ optin: string; given: boolean }>;
    consentChanges: Array<{ optin: string; given: boolean }>;
  };
  expect(data.account).toMatchObject({ email, firstname: 'Inès' });
  expect(data.consents.find((consent) => consent.optin === 'accountOptin1')?.given).toBe(false);
  expect(data.consentChanges[0]).toMatchObject({ optin: 'accountOptin1', given: false });

  // Deleting: a dialog says what happens, an e-mail carries the link, the link's page asks once more.
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
  await expect(dialog).toContainText(email);
  await page.screenshot({ path: `${SHOTS}/account-delete-dialog-390x844.png` });
  await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Un e-mail de confirmation vient de vous être envoyé à ${email}.` })).toBeVisible();

  const mailed = await asAdmin(browser);
  const link = await mailedDeletionLink(mailed.admin, email).finally(() => mailed.close());
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Suppression de votre compte' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/account-delete-page-390x844.png` });
  await page.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(page.getByText('Votre compte a été supprimé. Merci d’avoir utilisé Canal Pneumo.')).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);

  // The link served once; the account no longer opens.
  await page.goto(link);
  await page.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ce lien de suppression est invalide, a expiré ou a déjà servi.' })).toBeVisible();
  await page.goto('/login?action=login');
  await page.getByLabel('Adresse e-mail').first().fill(email);
  await page.getByLabel('Mot de passe').first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Adresse e-mail ou mot de passe incorrect.')).toBeVisible();
});
