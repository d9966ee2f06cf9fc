import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '../support/test';
import { acceptCookies, logIn } from '../support/demo';
import { newMember } from '../support/newMember';

/** Screenshots of the frame at each size, looked at by the engineer who changes it. */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

/** The member whose account the header shows: an address as long as a doctor's usual one. */
const MEMBER = 'dr.roussel@exemple.fr';
test.beforeAll(async ({ browser }) => newMember(browser, MEMBER, 'Camille', 'Roussel'));

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(name: string, locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${name} is not drawn`);
  return { name, ...box };
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The header's controls sit side by side: inside the screen, none over another, all on one row. */
function expectOneRow(boxes: Box[], screenWidth: number): void {
  for (const box of boxes) {
    expect(box.x, `${box.name} starts inside the screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${box.name} ends inside the screen`).toBeLessThanOrEqual(screenWidth + 0.5);
  }
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) expect(overlap(a, b), `${a.name} and ${b.name} do not overlap`).toBe(false);
  }
  const middles = boxes.map((box) => box.y + box.height / 2);
  expect(Math.max(...middles) - Math.min(...middles), `one row: ${boxes.map((box) => box.name).join(', ')}`).toBeLessThan(8);
}

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const header = (page: Page) => page.locator('header.cp-header');
const logo = (page: Page) => header(page).getByRole('link', { name: 'Canal Pneumo, accueil' });
const menuButton = (page: Page) => header(page).getByRole('button', { name: 'Menu principal' });

for (const size of PHONES) {
  test(`on a ${size.width}x${size.height} phone, a visitor opens the main menu from 'Menu', the header holds on one row and the cookie banner stays small`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Aide' })).toBeVisible();

    const banner = page.getByRole('region', { name: 'Cookies et vie privée' });
    await expect(banner).toBeVisible();
    const bannerBox = await boxOf('cookie banner', banner);
    expect(bannerBox.height).toBeLessThan(size.height * 0.15);
    expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(size.height + 0.5);
    await shoot(page, `visitor-${size.width}-banner`);
    await acceptCookies(page);

    await expect(menuButton(page)).toBeVisible();
    await expect(menuButton(page)).toContainText('Menu');
    const inscription = header(page).getByRole('link', { name: 'Inscription' });
    const connexion = header(page).getByRole('link', { name: 'Connexion' });
    expectOneRow(
      [await boxOf('logo', logo(page)), await boxOf('Menu', menuButton(page)), await boxOf('Inscription', inscription), await boxOf('Connexion', connexion)],
      size.width,
    );
    await shoot(page, `visitor-${size.width}`);

    await menuButton(page).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(['Accueil', 'Vidéos', 'Documentation', 'Aide', 'Contact']);
    // The page's own entry is marked, and the list stays inside the screen.
    await expect(menu.getByRole('menuitem', { name: 'Aide' })).toHaveAttribute('aria-current', 'page');
    const menuBox = await boxOf('menu', menu);
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(size.width + 0.5);
    await shoot(page, `visitor-${size.width}-menu`);
    await menu.getByRole('menuitem', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test(`on a ${size.width}x${size.height} phone, a member keeps their account in the header beside the menu`, async ({ page }) => {
    await page.setViewportSize(size);
    await logIn(page, MEMBER, '/help');
    await acceptCookies(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Aide' })).toBeVisible();
    const account = header(page).getByTestId('account-menu');
    await expect(account).toBeVisible();
    // The address, shortened if need be, says whose account this is.
    await expect(account.locator('.cp-user-email')).toBeVisible();
    expect(MEMBER.startsWith(((await account.locator('.cp-user-email').textContent()) ?? '').slice(0, 5))).toBe(true);
    expectOneRow([await boxOf('logo', logo(page)), await boxOf('Menu', menuButton(page)), await boxOf('account', account)], size.width);
    await shoot(page, `member-${size.width}`);

    await account.click();
    const profile = page.getByRole('menu');
    await expect(profile.getByRole('menuitem', { name: 'Mon compte' })).toBeVisible();
    const profileBox = await boxOf('profile menu', profile);
    expect(profileBox.x).toBeGreaterThanOrEqual(0);
    expect(profileBox.x + profileBox.width).toBeLessThanOrEqual(size.width + 0.5);
    await shoot(page, `member-${size.width}-account`);
  });
}

/** Between a phone and a laptop: whatever the main menu shows, none of it runs under the login area. */
async function expectMenuBesideLoginArea(page: Page, loginArea: Locator, shot: string): Promise<void> {
  const area = await boxOf('login area', loginArea);
  const mainMenu = header(page).getByRole('menu', { name: 'Menu principal' });
  const controls = (await mainMenu.isVisible()) ? await mainMenu.getByRole('menuitem').all() : [menuButton(page)];
  expect(controls.length).toBeGreaterThan(0);
  for (const [index, control] of controls.entries()) {
    const box = await boxOf(`main menu control ${index + 1}`, control);
    expect(box.x + box.width, `${(await control.textContent()) ?? ''} ends before the login area`).toBeLessThanOrEqual(area.x);
  }
  const logoBox = await boxOf('logo', logo(page));
  expect(logoBox.x + logoBox.width).toBeLessThanOrEqual((await boxOf('first control', controls[0])).x);
  await shoot(page, shot);
}

test('at 800x900, the main menu entries do not run under the login buttons, for a visitor and for a member', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/help');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Aide' })).toBeVisible();
  await expectMenuBesideLoginArea(page, header(page).locator('.cp-login-area'), 'visitor-800');

  await logIn(page, MEMBER, '/help');
  await expectMenuBesideLoginArea(page, header(page).getByTestId('account-menu'), 'member-800');
});

test('on a laptop, the main menu shows its entries in a row beside the login buttons', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/help');
  await acceptCookies(page);
  const mainMenu = header(page).getByRole('menu', { name: 'Menu principal' });
  await expect(mainMenu.getByRole('menuitem')).toHaveText(['Accueil', 'Vidéos', 'Documentation', 'Aide', 'Contact']);
  await expect(menuButton(page)).toHaveCount(0);
  await expectMenuBesideLoginArea(page, header(page).locator('.cp-login-area'), 'visitor-1280');

  await logIn(page, MEMBER, '/help');
  await expect(mainMenu.getByRole('menuitem', { name: 'GPTPubMed' })).toBeVisible();
  await expectMenuBesideLoginArea(page, header(page).getByTestId('account-menu'), 'member-1280');
});

test('on a phone, the replays’ tiles stay in their cells: the help banner’s buttons under them are whole 24 px targets', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, MEMBER, '/MesReplays');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes replays' })).toBeVisible();
  const lastTile = page.getByRole('link', { name: /Parcours de soins/ });
  const banner = page.locator('.cp-help-banner');
  const [tile, help] = [await boxOf('last tile', lastTile), await boxOf('help banner', banner)];
  expect(tile.y + tile.height).toBeLessThanOrEqual(help.y);
  const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  expect(violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
});
