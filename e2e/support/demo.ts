import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Pneumo2026';

export const ACCOUNTS = {
  admin: 'admin@canal-pneumo.fr',
  buadm: 'buadm@canal-pneumo.fr',
  mod: 'moderateur@canal-pneumo.fr',
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
  // The login page then goes to the return path: wait for it, or a later click could be undone.
  await expect(page).toHaveURL((url) => url.pathname === next);
}

/** Accepts the cookie banner so that it does not cover the page. */
export async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByRole('button', { name: "J'accepte" });
  if (await accept.isVisible()) await accept.click();
}
