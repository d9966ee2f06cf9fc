import { expect, test } from '../support/test';
import { ACCOUNTS, acceptCookies, followSidebar, logIn } from '../support/demo';
import { newDocumentCollection } from '../support/newDocumentCollection';
import { newMember } from '../support/newMember';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('an admin adds a leaflet with its PDF in the back office; a member finds it on /documents with its prefix, on a phone too, and downloads it', async ({
  page,
  browser,
}) => {
  const unique = Date.now() % 1_000_000;
  const title = `Arrêter de fumer avec une BPCO ${unique}`;
  // A collection of one's own, with its subtitle and logo, picked by its title.
  const collection = `Fiches BPCO ${unique}`;
  const subTitle = `Vivre au quotidien avec une BPCO ${unique}`;
  await newDocumentCollection(browser, collection, subTitle);
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, ACCOUNTS.admin, '/staff/dashboard');
  await followSidebar(page, 'Fiches patients (PDF)', /\/staff\/document\/list/);
  await expect(page.getByRole('heading', { name: 'Fiches patients (PDF)', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page).toHaveURL(/\/staff\/document\/edit$/);
  await page.getByRole('combobox', { name: 'Collection' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: collection }).click();
  await page.getByRole('textbox', { name: 'Préfixe' }).fill('Fiche 5');
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
  await page.locator('input#documentFile').setInputFiles({ name: 'sevrage.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('sevrage.pdf').first()).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/staff\/document\/list/);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: title })).toContainText('Fiche 5');

  // The admin's way back from the public page to the collection's form.
  await page.goto('/documents');
  const adminCard = page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 2, name: collection, exact: true }) });
  await expect(adminCard.getByRole('link', { name: `Éditer « ${collection} »` })).toHaveAttribute('href', /^\/staff\/documentCollection\/edit\/\d+$/);

  const email = `fiche.telechargee.${unique}@exemple.fr`;
  await newMember(browser, email, 'Julie', 'Marchand');
  const member = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await logIn(member, email, '/documents');
  await acceptCookies(member);
  const card = member.locator('.ant-card').filter({ has: member.getByRole('heading', { level: 2, name: collection, exact: true }) });
  await expect(card.getByText(subTitle)).toBeVisible();
  await expect(card.locator('img.cp-collection-logo')).toHaveAttribute('src', /^\/cache\/documentCollections\/\d+\/logo\.png$/);
  await expect(member.getByRole('link', { name: /Éditer/ })).toHaveCount(0);
  const row = card.locator('li').filter({ hasText: title });
  await expect(row).toHaveText(new RegExp(`Fiche 5\\s*${title}`));
  // On a phone the prefix is a label above the title, which starts at the label's left edge.
  const prefix = await row.locator('.cp-leaflet-prefix').boundingBox();
  const titleBox = await row.locator('.cp-leaflet-title').boundingBox();
  expect(prefix && titleBox && prefix.y + prefix.height <= titleBox.y + 1).toBe(true);
  expect(prefix && titleBox && Math.abs(prefix.x - titleBox.x) < 2).toBe(true);

  const href = (await card.getByRole('link', { name: `Télécharger « Fiche 5 — ${title} »` }).getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/api\/documents\/get\/\d+$/);
  const file = await member.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(await file.body()).toEqual(PDF);
});
