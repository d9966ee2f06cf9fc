import { expect, test, type Browser, type Page } from '../support/test';
import { ACCOUNTS, acceptCookies, followProfileMenu, logIn } from '../support/demo';
import { registerDoctor } from '../support/newMember';

const dataRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** A doctor who registered with an RPPS number and waits for validation: long names, the widest row staff meet. */
async function pendingDoctor(browser: Browser, email: string): Promise<void> {
  const context = await browser.newContext();
  try {
    await registerDoctor(await context.newPage(), email, 'Marie-Amélie', 'de La Rochefoucauld-Montbazon');
  } finally {
    await context.close();
  }
}

/** Whether anything of the page, or the table itself, scrolls sideways. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const table = document.querySelector('.ant-table-content, .ant-table-body');
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      table: table ? table.scrollWidth - table.clientWidth : 0,
    };
  });

test('staff validate a pending doctor from the badge, from the row of the accounts list', async ({ page, browser }) => {
  const email = `ma.de-la-rochefoucauld-montbazon.${Date.now() % 1_000_000}@cabinet-pneumo.fr`;
  await pendingDoctor(browser, email);

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, ACCOUNTS.admin);
  // The badge's entry opens the accounts that wait for validation.
  await followProfileMenu(page, /Professionnels de santé/, /\/staff\/account\/list\?f_status=pending/);
  await expect(page.getByRole('heading', { name: 'Professionnels de santé' })).toBeVisible();
  const row = dataRows(page).filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('10101010105');
  await expect(row).toContainText('En attente');

  await page.screenshot({ path: '.tmp/accounts-1366.png' });

  await row.getByRole('button', { name: 'Activer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Activer' });
  await expect(dialog).toContainText('Activer ce compte ?');
  await dialog.getByRole('button', { name: 'Activer' }).click();
  await expect(page.getByText('Activer : 1 ligne modifiée.')).toBeVisible();
  await expect(dataRows(page).filter({ hasText: email })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/staff/account/list?f_q=${encodeURIComponent('Rochefoucauld')}`);
  await expect(page.getByText(email)).toBeVisible();
  expect((await sidewaysOverflow(page)).page).toBe(0);
  await page.screenshot({ path: '.tmp/accounts-390.png', fullPage: true });
});

// The back office's sidebar (232 px) leaves the list 1,016 px of the centred 1,280 px page: its columns
// fit without sideways scroll, text cells breaking long words (an e-mail) rather than widening the table.
test('the accounts list fits 1366 px beside the sidebar, its actions in view', async ({ page, browser }) => {
  const email = `ma.de-la-rochefoucauld.${Date.now() % 1_000_000}@cabinet-pneumo.fr`;
  await pendingDoctor(browser, email);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, ACCOUNTS.admin, '/staff/account/list?f_status=pending');
  const row = dataRows(page).filter({ hasText: email });
  await expect(row).toHaveCount(1);
  expect(await sidewaysOverflow(page)).toEqual({ page: 0, table: 0 });
  // The directory's verdict is read under the number it judges.
  await expect(row.getByRole('cell', { name: /10101010105/ })).toContainText('nom différent : DURAND Lucie');
  await page.screenshot({ path: '.tmp/accounts-pending-1366.png' });
  await expect(row.getByRole('button', { name: 'Activer' })).toBeInViewport();
  await expect(row.getByRole('button', { name: 'Modifier' })).toBeInViewport();
});

test('the sessions list and the dashboard place sessions as a visitor sees them now', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, ACCOUNTS.admin);
  // The demo's first session began 20 minutes before the server started, stored as pending: live now.
  await page.goto('/staff/event/list?f_state=live');
  await expect(dataRows(page).first()).toBeVisible();
  await expect(dataRows(page).first()).toContainText('En direct');
  await expect(dataRows(page).filter({ hasText: 'À venir' })).toHaveCount(0);
  await page.screenshot({ path: '.tmp/events-live-1366.png' });

  await page.goto('/staff/dashboard');
  // The charts' data tables (what a screen reader reads): one line per profession, 'Médecin' once.
  await expect(page.getByRole('table', { name: /Nouveaux comptes de membres/ }).getByRole('row')).toHaveCount(12);
  await expect(page.getByRole('table', { name: /Présence aux dernières sessions/ }).getByRole('row')).not.toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Membres par profession' }).getByRole('rowheader', { name: 'Médecin', exact: true })).toHaveCount(1);
  // The charts' hidden tables and long labels widen nothing: the page does not scroll sideways.
  const sideways = () => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
  expect(await sideways()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '.tmp/dashboard-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(sideways).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '.tmp/dashboard-390.png', fullPage: true });
});
