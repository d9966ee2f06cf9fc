import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '../support/test';
import { ACCOUNTS, acceptCookies, logIn } from '../support/demo';
import { apiAs } from '../support/liveApiAs';
import { newMember } from '../support/newMember';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const SHOTS = '/tmp/shots';

/** Until the cards have faded in. */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));

/** The home page with its sessions and blocks shown and its cards settled. */
async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await acceptCookies(page);
  await expect(page.getByRole('region', { name: 'Actualités' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Par thématique' })).toBeAttached();
  await settled(page);
}

/** How many cards the first row of a grid holds: the cards sharing the first card's top. */
async function columnsOf(grid: Locator): Promise<number> {
  return grid.evaluate((element) => {
    const cells = [...element.children].map((child) => child.getBoundingClientRect());
    return new Set(cells.filter((cell) => Math.abs(cell.top - cells[0].top) < 2).map((cell) => Math.round(cell.left))).size;
  });
}

/** The grid of the first list ('Événements disponibles'). */
const sessionsGrid = (page: Page) => page.locator('.home-grid').first();

/**
 * What the reader sees as the page opens (`{name}-0.png`), then each screen down the page as they
 * scroll (which also fetches the lazy pictures), then the whole page.
 */
async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  const { height } = page.viewportSize() ?? PHONE;
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let screen = 0; screen * height < total && screen < 12; screen += 1) {
    await page.evaluate((top) => window.scrollTo(0, top), screen * height);
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${screen}.png` });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('a visitor sees the news and the first session without scrolling, one card per row, and steps through the intro', async ({ page }) => {
    await openHome(page);
    const firstCard = page.getByRole('article').first();
    const box = await firstCard.boundingBox();
    const picture = await firstCard.locator('img.cp-session-cover').boundingBox();
    expect(box && picture).toBeTruthy();
    // Its picture and title are above the fold, as the page opens.
    expect((picture?.y ?? 0) + (picture?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await columnsOf(sessionsGrid(page))).toBe(1);

    // The intro: one step at a time, the next, a dot, round the end with the arrow keys.
    const intro = page.getByRole('region', { name: 'Comment ça marche' });
    await expect(intro.getByRole('heading', { name: '1. Je crée mon compte' })).toBeVisible();
    await expect(intro.getByRole('heading', { name: '2. Je choisis mes sessions' })).toBeHidden();
    await intro.getByRole('button', { name: 'Étape suivante' }).click();
    await expect(intro.getByRole('heading', { name: '2. Je choisis mes sessions' })).toBeVisible();
    await expect(intro.getByRole('heading', { name: '1. Je crée mon compte' })).toBeHidden();
    await intro.getByRole('button', { name: 'Étape 3 : Je suis le direct' }).click();
    await expect(intro.getByRole('heading', { name: '3. Je suis le direct' })).toBeVisible();
    await expect(intro.getByRole('button', { name: 'Étape 3 : Je suis le direct' })).toHaveAttribute('aria-current', 'step');
    const before = await intro.boundingBox();
    await page.keyboard.press('ArrowRight');
    await expect(intro.getByRole('heading', { name: '1. Je crée mon compte' })).toBeVisible();
    await expect(intro.getByRole('button', { name: 'Étape 1 : Je crée mon compte' })).toBeFocused();
    // Stepping moves nothing: the carousel keeps the height of its tallest step.
    expect((await intro.boundingBox())?.height).toBe(before?.height);
    await screenshot(page, 'home-phone-visitor');
  });

  test('a member sees their home on a phone', async ({ page }) => {
    await logIn(page, ACCOUNTS.member);
    await openHome(page);
    await expect(page.getByRole('heading', { name: /Mes événements/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Comment ça marche' })).toHaveCount(0);
    // Their next session first, its join button on the first screen, above the sessions to choose from.
    const next = page.getByRole('region', { name: 'Prochainement pour vous' });
    await expect(next.getByRole('link', { name: 'Rejoindre le direct' })).toBeInViewport();
    const nextTop = (await next.boundingBox())?.y ?? Infinity;
    const availableTop = (await page.getByRole('heading', { name: /Événements disponibles/ }).boundingBox())?.y ?? -Infinity;
    expect(nextTop).toBeLessThan(availableTop);
    await screenshot(page, 'home-phone-member');
  });

  test('a member subscribed to a later session only finds the live session first, on the first screen', async ({ page, browser }) => {
    const email = `plus.tard.${Date.now()}@exemple.fr`;
    await newMember(browser, email, 'Chloé', 'Tardif');
    await logIn(page, email);
    const home = (await apiAs(page, '/api/home')).body.data as { availableEvents: Array<{ id: number; eventState: string }> };
    const later = home.availableEvents.find((event) => event.eventState === 'pending');
    if (!later) throw new Error('no session to come in the demo');
    expect((await apiAs(page, '/api/events/subscribe', { rid: String(later.id) })).body.registration).toBe('complete');
    await openHome(page);
    const live = page.getByRole('region', { name: 'En direct maintenant' });
    await expect(live.getByText('EN DIRECT', { exact: true })).toBeInViewport();
    const liveTop = (await live.boundingBox())?.y ?? Infinity;
    const nextTop = (await page.getByRole('region', { name: 'Prochainement pour vous' }).boundingBox())?.y ?? -Infinity;
    expect(liveTop).toBeLessThan(nextTop);
    await page.screenshot({ path: '.tmp/home-phone-member-later.png' });
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: LAPTOP });

  test('a visitor sees three cards per row, four on a smaller laptop, two on a tablet, the blocks and the three steps side by side', async ({ page }) => {
    await openHome(page);
    expect(await columnsOf(sessionsGrid(page))).toBe(3);
    await expect(page.getByRole('heading', { level: 2, name: 'En direct' })).toBeVisible();
    const replays = page.getByRole('region', { name: 'Derniers replays' });
    await expect(replays.getByRole('article').first()).toBeVisible();
    await expect(replays.getByText('En ligne').first()).toBeVisible();
    await expect(replays.getByText('Bientôt disponible')).toBeVisible();
    const themes = page.getByRole('region', { name: 'Par thématique' });
    await expect(themes.getByRole('heading', { name: 'Innovations en pneumologie' })).toBeVisible();
    await expect(themes.getByText('PneumoInnovations')).toHaveCount(0);

    // From 960 px the three steps show at once, without the carousel's controls.
    const intro = page.getByRole('region', { name: 'Comment ça marche' });
    for (const step of ['1. Je crée mon compte', '2. Je choisis mes sessions', '3. Je suis le direct'])
      await expect(intro.getByRole('heading', { name: step })).toBeVisible();
    await expect(intro.getByRole('button', { name: 'Étape suivante' })).toHaveCount(0);
    await screenshot(page, 'home-laptop-visitor');

    // Each session has its own picture.
    const pictures = await sessionsGrid(page)
      .locator('img.cp-session-cover')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(new Set(pictures).size).toBe(pictures.length);

    await page.setViewportSize({ width: 1100, height: 800 });
    await expect.poll(() => columnsOf(sessionsGrid(page))).toBe(4);
    await page.setViewportSize({ width: 700, height: 800 });
    await expect.poll(() => columnsOf(sessionsGrid(page))).toBe(2);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A replay card opens its replay page, where a visitor is asked to log in.
    await replays.getByRole('link', { name: 'Voir le replay' }).first().click();
    await expect(page).toHaveURL(/\/replays\/\d+$/);
    await expect(page.getByText('Merci de vous connecter pour accéder à ce contenu')).toBeVisible();
  });

  test('a member opens a replay from the home page and watches it', async ({ page }) => {
    await logIn(page, ACCOUNTS.member);
    await openHome(page);
    await expect(page.getByRole('tab', { name: /Mes événements/ })).toBeVisible();
    await screenshot(page, 'home-laptop-member');
    // The newest replay is still being edited: the first one online opens.
    const replay = page
      .getByRole('region', { name: 'Derniers replays' })
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Voir le replay' }) })
      .first();
    const title = await replay.getByRole('heading').innerText();
    await replay.getByRole('link', { name: 'Voir le replay' }).click();
    await expect(page).toHaveURL(/\/replays\/\d+$/);
    await expect(page.getByText(title).first()).toBeVisible();
    await expect(page.locator('iframe')).toBeVisible();
  });
});
