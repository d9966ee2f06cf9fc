import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Pneumo2026';

export const ACCOUNTS = {
  admin: 'admin@canal-pneumo.fr',
  buadm: 'buadm@canal-pneumo.fr',
  mod: 'moderateur@canal-pneumo.fr',
  speaker: 'orateur@canal-pneumo.fr',
  member: 'dr.martin@exemple.fr',
  optins: 'nouveau.optins@exemple.fr',
} as const;

/** Logs in through the login page, as a user would, and waits for the e-mail in the header. */
export async function logIn(page: Page, email: string, next = '/'): Promise<void> {
  await page.goto(`/login?action=login&_pn=${encodeURIComponent(next)}`);
  await page.getByLabel('Adresse e-mail').first().fill(email);
  await page.getByLabel('Mot de passe').first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('account-menu')).toContainText(email);
  // The login page then goes to the return path (and its query, when it has one): wait for it, or a later click could be undone.
  const target = new URL(next, 'http://localhost');
  await expect(page).toHaveURL((url) => url.pathname === target.pathname && (target.search === '' || url.search === target.search));
}

/** Accepts the cookie banner so that it does not cover the page. */
export async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByRole('button', { name: "J'accepte" });
  if (await accept.isVisible()) await accept.click();
}

/** Opens 'MON COMPTE' when it is closed and clicks one of its entries, giving up after 3 s so that the caller can retry. */
async function clickProfileMenuEntry(page: Page, entry: string | RegExp): Promise<void> {
  const item = page.getByRole('menuitem', { name: entry, exact: typeof entry === 'string' });
  if (!(await item.isVisible())) await page.getByTestId('account-menu').click();
  await item.click({ timeout: 3000 });
}

/**
 * Opens 'MON COMPTE' and follows one of its entries until the address changes. On a loaded CI
 * machine a click that lands while the dropdown is still settling can be lost: the journey retries
 * it, as a user would click again, instead of failing on the animation.
 */
export async function followProfileMenu(page: Page, entry: string | RegExp, expectedPath: RegExp): Promise<void> {
  await expect(async () => {
    await clickProfileMenuEntry(page, entry);
    await expect(page).toHaveURL(expectedPath, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/** Same as followProfileMenu for an entry that opens in a new tab: answers the tab once it has opened. */
export async function openProfileMenuTab(page: Page, entry: string): Promise<Page> {
  let opened: Page | undefined;
  await expect(async () => {
    const popup = page.waitForEvent('popup', { timeout: 3000 });
    popup.catch(() => undefined); // a lost click is retried: its unanswered wait must not fail the run
    await clickProfileMenuEntry(page, entry);
    opened = await popup;
  }).toPass({ timeout: 20_000 });
  if (!opened) throw new Error(`'${entry}' opened no tab`);
  return opened;
}

/** Follows an entry of the back office's sidebar (the page opened must be a back-office page, at a width that shows the sidebar). */
export async function followSidebar(page: Page, entry: string, expectedPath: RegExp): Promise<void> {
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: entry, exact: true }).click();
  await expect(page).toHaveURL(expectedPath);
}
