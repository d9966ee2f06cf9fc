import { expect, test } from '@playwright/test';
import { ACCOUNTS, acceptCookies, logIn } from '../support/demo';

test("with one remote's files unreachable, its route shows the fallback and the others still work", async ({ page }) => {
  await page.route('**/remotes/media/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, ACCOUNTS.member);

  await page.getByRole('menuitem', { name: 'Replays' }).click();
  await expect(page.getByText('Cette partie du site est momentanément indisponible.')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();

  await page.getByRole('menuitem', { name: 'GPTPubMed' }).click();
  await expect(page.getByText('GPTPubMed beta')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Accueil' }).click();
  await expect(page.locator('a[href^="/live/"]').first()).toBeVisible();
});

test('a member is refused a staff-only call by the server, not only by the menu', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, ACCOUNTS.member);
  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menuitem', { name: 'E-mails' })).toHaveCount(0);

  const response = await page.request.get('/api/_cron/mail');
  expect(response.status()).toBe(403);
  const body = (await response.json()) as { log: string };
  expect(body.log).toMatch(/droits/);
});

test('the browser loads one copy of react and of the kit', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, ACCOUNTS.member);
  await page.locator('a[href^="/live/"]').first().click();
  await page.getByRole('menuitem', { name: 'Replays' }).click();
  await expect(page.getByRole('heading', { name: 'Replays' })).toBeVisible();
  // Each federation instance (shell and every remote loaded) records where its singleton came from.
  const providers = await page.evaluate(() => {
    type Entry = { loaded?: boolean; from: string };
    type Share = Record<string, { default?: Record<string, Record<string, Entry>> }>;
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Share } }).__FEDERATION__.__SHARE__;
    const from: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        for (const entry of Object.values(versions)) if (entry.loaded) from[pkg] = [...new Set([...(from[pkg] ?? []), entry.from])];
      }
    }
    return { from, instances: Object.keys(share).length };
  });
  expect(providers.instances).toBeGreaterThanOrEqual(3);
  expect(providers.from.react).toEqual(['shell']);
  expect(providers.from['react-dom']).toEqual(['shell']);
  expect(providers.from['@canal/kit']).toEqual(['shell']);
});
