import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, ACCOUNTS, logIn } from '../support/demo';

/** What axe-core finds on the page once its content is there, as "rule: target" lines (empty when clean). */
async function violationsOn(page: Page): Promise<string[]> {
  // Cards fade in (spec 000 section 9): a half-transparent card is not what a reader ends up seeing.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** The first session's page of the home, reached as a user would. */
async function firstSessionPath(page: Page): Promise<string> {
  await page.goto('/');
  const link = page.locator('a[href^="/event/"]').first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href')) ?? '/';
}

const PAGES: { path: string | ((page: Page) => Promise<string>); ready: (page: Page) => Promise<void> }[] = [
  { path: '/', ready: (page) => expect(page.getByRole('region', { name: 'Actualités' })).toBeVisible() },
  { path: firstSessionPath, ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/subscribe', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/login?action=login', ready: (page) => expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible() },
  { path: '/registration', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/help', ready: (page) => expect(page.getByRole('button', { name: 'Lancer le test' })).toBeVisible() },
  { path: '/contact', ready: (page) => expect(page.getByRole('button', { name: 'Envoyer' })).toBeVisible() },
  { path: '/documents', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
];

test('the public pages have no accessibility violation for a visitor', async ({ page }) => {
  const found: string[] = [];
  for (const entry of PAGES) {
    const path = typeof entry.path === 'string' ? entry.path : await entry.path(page);
    await page.goto(path);
    await acceptCookies(page);
    await entry.ready(page);
    found.push(...(await violationsOn(page)).map((line) => `${path} ${line}`));
  }
  expect(found).toEqual([]);
});

test('a member’s pages have no accessibility violation', async ({ page }) => {
  await logIn(page, ACCOUNTS.member);
  await acceptCookies(page);
  const found: string[] = [];
  for (const [path, ready] of [
    ['/', () => expect(page.getByRole('region', { name: 'Actualités' })).toBeVisible()],
    ['/files', () => expect(page.getByRole('heading', { name: 'Mes fichiers' })).toBeVisible()],
    ['/account', () => expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible()],
    ['/podcasts', () => expect(page.getByRole('link', { name: 'Découvrir' }).first()).toBeVisible()],
    ['/MesReplays/BPCO', () => expect(page.getByRole('region', { name: 'Nouveautés' })).toBeVisible()],
    ['/MesReplays', () => expect(page.getByRole('heading', { level: 1, name: 'Mes replays' })).toBeVisible()],
    ['/videos', () => expect(page.getByRole('heading', { name: 'Autres vidéos' })).toBeVisible()],
  ] as const) {
    await page.goto(path);
    await ready();
    found.push(...(await violationsOn(page)).map((line) => `${path} ${line}`));
  }
  expect(found).toEqual([]);
});
