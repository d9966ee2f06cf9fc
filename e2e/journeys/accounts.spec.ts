import fs from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { ACCOUNTS, acceptCookies, followProfileMenu, logIn } from '../support/demo';
import { newMember } from '../support/newMember';
import { newSession } from '../support/newSession';
import { newStaff } from '../support/newStaff';

const dataRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** Eleven members of the journey's own, under two e-mail domains that only they use (the journeys share one server). */
function ownMembers(tag: string) {
  const at = (domain: string, local: string, firstname: string, lastname: string) => ({ email: `${local}@${domain}-${tag}.fr`, firstname, lastname });
  return [
    at('hopital', 'dr.blanc', 'Hugo', 'Blanc'),
    at('hopital', 'dr.chevalier', 'Inès', 'Chevalier'),
    at('hopital', 'dr.fontaine', 'Jules', 'Fontaine'),
    at('hopital', 'dr.garnier', 'Léa', 'Garnier'),
    at('hopital', 'dr.lucas', 'Noé', 'Lucas'),
    at('hopital', 'dr.morel', 'Rose', 'Morel'),
    at('exemple', 'dr.martin', 'Paul', 'Martin'),
    at('exemple', 'infirmier.durand', 'Marc', 'Durand'),
    at('exemple', 'pharmacie.bernard', 'Claire', 'Bernard'),
    at('exemple', 'interne.petit', 'Tom', 'Petit'),
    at('exemple', 'nouveau.optins', 'Zoé', 'Roux'),
  ];
}

test('an admin filters, sorts and pages the accounts, keeps the view on reload, exports it and blocks an account', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tag = `pn${Date.now() % 1_000_000}`;
  const members = ownMembers(tag);
  for (const member of members) await newMember(browser, member.email, member.firstname, member.lastname);
  const exemple = members.filter((member) => member.email.includes(`@exemple-${tag}.fr`)).map((member) => member.email);
  const blocked = members[7].email;
  await page.goto('/');
  await acceptCookies(page);
  // Every account (the profile menu's entry leads to the pending ones when some wait: staffDay.spec.ts follows it).
  await logIn(page, ACCOUNTS.admin, '/staff/account/list');
  await expect(page.getByRole('heading', { name: 'Professionnels de santé' })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();

  // Pages of 10: the journey's eleven accounts, found by their domains' tag, make two pages.
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`f_q=${tag}`));
  await page.getByRole('combobox', { name: 'Lignes par pages:' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: '10 par page' }).click();
  await expect(page.getByText('1-10/11')).toBeVisible();
  await page.locator('.ant-pagination-item-2').click();
  await expect(page.getByText('11-11/11')).toBeVisible();
  await expect(dataRows(page)).toHaveCount(1);

  // Sort by last name, then filter the members by their e-mail domain.
  await page.getByRole('columnheader', { name: 'Nom', exact: true }).click();
  await expect(page).toHaveURL(/sw=a/);
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(`exemple-${tag}.fr`);
  await expect(page).toHaveURL(new RegExp(`f_q=exemple-${tag}\\.fr`));
  await expect(dataRows(page)).toHaveCount(5);
  const names = await dataRows(page).locator('td').allInnerTexts();
  const shown = (await dataRows(page).allInnerTexts()).join('\n');

  // A reload, or a shared link, shows the same view.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Rechercher' })).toHaveValue(`exemple-${tag}.fr`);
  await expect(dataRows(page)).toHaveCount(5);
  expect(await dataRows(page).locator('td').allInnerTexts()).toEqual(names);

  // The export holds exactly the filtered rows.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /Exporter/ }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const download = await downloading;
  const csv = fs.readFileSync((await download.path()) ?? '', 'utf8');
  const exported = csv.trim().split(/\r?\n/).slice(1);
  expect(exported).toHaveLength(5);
  for (const email of exemple) {
    expect(shown).toContain(email);
    expect(csv).toContain(email);
  }

  // Block one account after the confirmation, and read its status in the list.
  await dataRows(page).filter({ hasText: blocked }).getByRole('button', { name: 'Modifier' }).click();
  await expect(page).toHaveURL(/\/staff\/account\/edit\/\d+/);
  await page.getByRole('button', { name: 'Bloquer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Blocage du compte' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page).toHaveURL(/\/staff\/account\/list/);
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(blocked);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText('Bloqué');
});

test('a buadm staff user reaches the accounts list and a mod staff user is sent home', async ({ page, browser }) => {
  // Two staff accounts made first, each registered, activated and given its role.
  test.setTimeout(120_000);
  const unique = Date.now() % 1_000_000;
  const buadm = `gestion.comptes.${unique}@exemple.fr`;
  const mod = `moderation.seule.${unique}@exemple.fr`;
  await newStaff(browser, buadm, 'buadm');
  await newStaff(browser, mod, 'mod');
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, buadm);
  await page.goto('/staff/account/list');
  await expect(page.getByRole('heading', { name: 'Professionnels de santé' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter' })).toHaveCount(0);

  await followProfileMenu(page, 'Déconnexion', /\/(logout)?$/);
  await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
  await logIn(page, mod);
  await page.goto('/staff/account/list');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Professionnels de santé' })).toHaveCount(0);
  const refused = await page.request.get('/api/account/list');
  expect(refused.status()).toBe(403);
});

test('an admin opens an account’s card from the list: its fields, its sessions and its attendance', async ({ page, browser }) => {
  const unique = Date.now() % 1_000_000;
  const email = `fiche.inscriptions.${unique}@exemple.fr`;
  const title = `Fiche : la session suivie ${unique}`;
  await newMember(browser, email, 'Élise', 'Roche');
  await newSession(browser, title, { startsInMinutes: 3 * 24 * 60, subscribers: [email] });
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, ACCOUNTS.admin, '/staff/account/list');
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: email });
  await row
    .getByRole('link', { name: 'Fiche' })
    .or(row.getByRole('button', { name: 'Fiche' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/staff\/account\/preview\/\d+$/);
  await expect(page.locator('.cp-staff-content').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  const sessions = page.locator('.ant-card').filter({ hasText: 'Inscriptions' });
  await expect(sessions.getByText('Assiduité')).toBeVisible();
  await expect(sessions.getByText(title)).toBeVisible();
});
