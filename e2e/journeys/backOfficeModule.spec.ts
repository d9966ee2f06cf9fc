import { expect, test } from '../support/test';
import { ACCOUNTS, acceptCookies, followProfileMenu, logIn } from '../support/demo';
import { newNews } from '../support/newNews';
import { newTheme } from '../support/newSession';

test('a module declared in one server file is a working list and form (the themes)', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, ACCOUNTS.admin);
  await followProfileMenu(page, 'Thèmes', /\/staff\/theme\/list/);
  await expect(page.getByRole('heading', { name: 'Thèmes' })).toBeVisible();
  // Other journeys add themes of their own to the shared server: the list is read, not counted against the demo's.
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const name = `Sommeil ${Date.now() % 100_000}`;

  await page.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page).toHaveURL(/\/staff\/theme\/edit$/);
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  await page.getByRole('combobox', { name: 'Catégorie' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'BPCO' }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/staff\/theme\/list/);
  await expect(rows.filter({ hasText: name })).toHaveCount(1);
});

const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('an admin creates a session in Émissions with a thumbnail and a host with a photo; a visitor finds it on the home page', async ({ page, browser }) => {
  // A theme of one's own, picked by its name, and a title of one's own, found among the sessions other journeys add.
  const unique = Date.now() % 1_000_000;
  const theme = `Toux ${unique}`;
  const title = `Toux chronique : la démarche diagnostique ${unique}`;
  await newTheme(browser, theme);
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, ACCOUNTS.admin);
  await followProfileMenu(page, 'Émissions', /\/staff\/event\/list/);
  await expect(page.getByRole('heading', { name: 'Émissions' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page).toHaveURL(/\/staff\/event\/edit$/);

  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
  await page.getByRole('combobox', { name: 'Thème' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: theme }).click();
  const inTenDays = new Date(Date.now() + 10 * 24 * 3600_000);
  const local = `${inTenDays.toISOString().slice(0, 10)}T18:30`;
  await page.getByLabel('Date et heure (Paris)').fill(local);
  await page.locator('input#eventThumb').setInputFiles({ name: 'toux.png', mimeType: 'image/png', buffer: PIXEL });
  await expect(page.getByText('toux.png').first()).toBeVisible();
  await page.locator('input#eventHosts').setInputFiles({ name: 'lambert.png', mimeType: 'image/png', buffer: PIXEL });
  await expect(page.getByText('lambert.png').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Nom', exact: true }).last().fill('Dr Anne Lambert');
  await page.getByRole('textbox', { name: 'Description', exact: true }).last().fill('Pneumologue, Nantes');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/staff\/event\/list/);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: title })).toHaveCount(1);

  const visitor = await browser.newPage();
  await visitor.goto('/');
  const card = visitor.getByRole('article').filter({ has: visitor.getByRole('heading', { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.locator('img.cp-session-cover')).toHaveAttribute('src', /^\/cache\/events\/\d+\/toux\.png$/);
  await expect(card.getByText('Dr Anne Lambert')).toBeVisible();
});

test('an admin finds the history of a theme on its edit page: created, then changed, with the old and new values', async ({ page }) => {
  const name = `Allergies ${Date.now() % 100_000}`;
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, ACCOUNTS.admin, '/staff/theme/edit');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  await page.getByRole('combobox', { name: 'Catégorie' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Asthme' }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/staff\/theme\/list/);

  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Modifier' }).click();
  await expect(page).toHaveURL(/\/staff\/theme\/edit\/\d+$/);
  await page.getByRole('textbox', { name: 'Sous-titre' }).fill('Rhinite et asthme');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/staff\/theme\/list/);

  await row.getByRole('button', { name: 'Modifier' }).click();
  const history = page.locator('.ant-card').filter({ hasText: 'Historique' });
  await history.getByRole('button', { name: 'Afficher' }).click();
  await expect(history.getByText('Création')).toBeVisible();
  await expect(history.getByText('Modification')).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: 'Sous-titre' })).toContainText('Rhinite et asthme');
});

test('an admin writes a news text with markup; visitors see it rendered in the carousel, never as raw tags', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // A news item of one's own, last of the carousel: the demo's items, which other journeys read, stay as they are.
  const title = `Exacerbations : les priorités ${Date.now() % 1_000_000}`;
  await newNews(browser, title);
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, ACCOUNTS.admin);
  await followProfileMenu(page, 'Actualités', /\/staff\/news\/list/);
  // Found by its title: the click waits for the filtered list (while it loads, the previous rows stay dimmed and cannot be clicked).
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(title);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: title });
  await row.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByText('Mise en forme : [title]Intertitre[/title]')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Texte (« Lire la suite »)' })
    .fill('[b]Prévenir les exacerbations[/b] reste la priorité.\n* Réadaptation précoce\n* [link=/help]Notre aide[/link] <script>alert(1)</script>');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/staff\/news\/list/);

  const visitor = await browser.newPage();
  await visitor.goto('/');
  const carousel = visitor.getByRole('region', { name: 'Actualités' });
  await carousel.hover();
  // The item is last: stepping back from the first goes round to it.
  await expect(async () => {
    if (!(await carousel.getByRole('heading', { name: title }).isVisible())) await carousel.getByRole('button', { name: 'Actualité précédente' }).click();
    await expect(carousel.getByRole('heading', { name: title })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await carousel.getByRole('button', { name: 'Lire la suite' }).click();
  await expect(carousel.locator('strong', { hasText: 'Prévenir les exacerbations' })).toBeVisible();
  await expect(carousel.getByRole('listitem').filter({ hasText: 'Réadaptation précoce' })).toBeVisible();
  await expect(carousel.getByRole('link', { name: 'Notre aide' })).toHaveAttribute('href', '/help');
  await expect(carousel.getByText('[b]')).toHaveCount(0);
  await expect(carousel.getByText('<script>alert(1)</script>')).toBeVisible();
  await visitor.close();
});
