import { expect, test } from '../support/test';
import { acceptCookies, logIn } from '../support/demo';
import { newMember } from '../support/newMember';
import { newSession } from '../support/newSession';

test("with one remote's files unreachable, its route shows the fallback and the others still work", async ({ page, browser }) => {
  // An address as short as a doctor's usual one: a longer one folds the main menu into 'Menu' at this width.
  const email = 'dr.perrin@exemple.fr';
  await newMember(browser, email, 'Lucie', 'Perrin');
  const sessionId = await newSession(browser, 'Résilience : une session en direct');
  await page.route('**/remotes/media/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, email);

  await page.getByRole('menuitem', { name: 'Replays' }).click();
  await expect(page.getByText('Cette partie du site est momentanément indisponible.')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();

  await page.getByRole('menuitem', { name: 'GPTPubMed' }).click();
  await expect(page.getByText('GPTPubMed beta')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Accueil' }).click();
  await expect(page.locator(`a[href="/live/${sessionId}"]`).first()).toBeVisible();
});

test('without the registry no page is known: every address says the site is momentarily unavailable, not that the page is missing', async ({ page }) => {
  await page.route('**/api/remotes', (route) => route.abort('connectionrefused'));
  await page.goto('/replays');
  await expect(page.getByText('Cette partie du site est momentanément indisponible.')).toBeVisible();
  await expect(page.getByText('Erreur 404')).toHaveCount(0);
  await expect(page.locator('footer')).toBeVisible();
  // Réessayer reloads the page: with the registry back, the page shows.
  await page.unroute('**/api/remotes');
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { name: 'Replays' })).toBeVisible();
});

test('a member is refused a staff-only call by the server, not only by the menu', async ({ page, browser }) => {
  const email = 'appel.refuse@exemple.fr';
  await newMember(browser, email, 'Marc', 'Leroy');
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, email);
  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menuitem', { name: 'E-mails' })).toHaveCount(0);

  const response = await page.request.get('/api/_cron/mail');
  expect(response.status()).toBe(403);
  const body = (await response.json()) as { log: string };
  expect(body.log).toMatch(/droits/);
});

test('the browser loads one copy of react and of the kit', async ({ page, browser }) => {
  const email = 'une.seule.copie@exemple.fr';
  await newMember(browser, email, 'Anne', 'Moreau');
  const sessionId = await newSession(browser, 'Résilience : les remotes partagés');
  // React DevTools' hook is how a page's React renderers make themselves known: one copy of react-dom, one call.
  await page.addInitScript(() => {
    const renderers: string[] = [];
    Object.assign(globalThis, {
      __rendererNames: renderers,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: (renderer: { rendererPackageName?: string }) => renderers.push(renderer.rendererPackageName ?? '?'),
        onCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        checkDCE: () => undefined,
      },
    });
  });
  const remoteEntries = new Set<string>();
  const fetched: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    fetched.push(url.pathname);
    const remote = /\/remotes\/(\w+)\/[\w.-]+\/remoteEntry\.js/.exec(url.pathname)?.[1];
    if (remote && response.ok()) remoteEntries.add(remote);
  });
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, email);
  await page.locator(`a[href="/live/${sessionId}"]`).first().click();
  await page.getByRole('menuitem', { name: 'Replays' }).click();
  await expect(page.getByRole('heading', { name: 'Replays' })).toBeVisible();
  expect([...remoteEntries].sort()).toEqual(expect.arrayContaining(['live', 'media', 'public']));

  const renderers = await page.evaluate(() => (globalThis as unknown as { __rendererNames: string[] }).__rendererNames);
  expect(renderers).toEqual(['react-dom']);
  // A remote's own copy of a shared module (its fallback, listed in its manifest) is never downloaded: the shell's is used.
  const registry = (await (await page.request.get('/api/remotes')).json()) as { remotes: Array<{ name: string; entry: string }> };
  for (const remote of remoteEntries) {
    const entry = registry.remotes.find((registered) => registered.name === remote)?.entry ?? '';
    const manifest = (await (await page.request.get(entry)).json()) as { shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }> };
    const inBuild = (file: string) => new URL(file, new URL(entry, page.url())).pathname;
    const copies = manifest.shared.flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async].map(inBuild));
    expect(fetched.filter((path) => copies.includes(path))).toEqual([]);
  }
});

test("the first page's scripts and start-up calls are announced by index.html and fetched once, its sessions and news asked once", async ({ page }) => {
  const fetched: string[] = [];
  const startCalls = ['/api/site', '/api/remotes', '/api/home', '/api/news/get/all'];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' || startCalls.includes(url.pathname)) fetched.push(url.pathname);
  });
  await page.goto('/');
  await expect(page.locator('a[href^="/event/"], a[href^="/live/"]').first()).toBeVisible();
  const preloaded = await page.locator('link[rel="preload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  const shellScripts = fetched.filter((path) => /^\/[\w.]+\.js$/.test(path) && !path.startsWith('/main.'));
  expect(shellScripts.length).toBeGreaterThan(5);
  expect(shellScripts.filter((path) => !preloaded.includes(path))).toEqual([]);
  expect(preloaded).toEqual(expect.arrayContaining(['/api/site', '/api/remotes']));
  expect(fetched).toEqual(expect.arrayContaining(['/api/home', '/api/news/get/all']));
  expect(fetched.filter((path, index) => fetched.indexOf(path) !== index)).toEqual([]);
});
