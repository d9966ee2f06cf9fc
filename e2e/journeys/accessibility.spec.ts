import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '../support/test';
import { ACCOUNTS, logIn } from '../support/demo';
import { createQuestion } from '../support/liveApiAs';
import { newSession } from '../support/staffData';

/** Both sizes the product is judged at: a phone, and a laptop. */
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

/** The WCAG 2.2 AA rules, and axe's best practices (one h1 per page, headings in order, landmarks). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * What axe-core finds once the page's content is there, as "rule: target" lines (empty when clean):
 * on the whole page when `whole`, else on its <main> only (the header, sidebar and footer are the same
 * on every page of a role: they are read once per role and size, which keeps the walk short).
 */
async function violationsOn(page: Page, whole = true): Promise<string[]> {
  // Cards fade in (spec 000 section 9): a half-transparent card is not what a reader ends up seeing.
  // The pointer left where the last click was hovers what is drawn there now: a hovered link is lighter
  // for a moment, and a reader's pointer is elsewhere.
  await page.mouse.move(0, 0);
  // antd's stylesheet parts come with the first page that uses them: before they apply, links wear
  // the browser's colours, which is not what a reader ends up seeing either.
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null));
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  // A page that opens scrolled (/login?action=register, at its registration panel) has the parts above
  // under the sticky header, which axe counts as targets covered by the header's links: read from the
  // top, where nothing sits under the header; a reader scrolls to each part, the header keeping its place.
  await page.evaluate(() => window.scrollTo(0, 0));
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  const { violations } = await (whole ? builder : builder.include('main')).analyze();
  const found = violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
  // The page-level rules (one h1) need the whole page: checked here on <main>, where every page puts its title.
  if (!whole && (await page.locator('main h1').count()) === 0) found.push('page-has-heading-one: main');
  return found;
}

/** The first session's page of the home, reached as a user would. */
async function firstSessionPath(page: Page): Promise<string> {
  await page.goto('/');
  const link = page.locator('a[href^="/event/"]').first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href')) ?? '/';
}

/** A theme's session list, reached from /subscribe. */
async function firstThemePath(page: Page): Promise<string> {
  await page.goto('/subscribe');
  const link = page.locator('a[href^="/subscribe/"]').first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href')) ?? '/subscribe';
}

/** /subscribe/?q= with the home's first session, as the home's 'S'inscrire' links write it. */
async function chosenSessionsPath(page: Page): Promise<string> {
  const eventPath = await firstSessionPath(page);
  return `/subscribe/?q=${eventPath.split('/').pop() ?? ''}`;
}

interface Checked {
  path: string | ((page: Page) => Promise<string>);
  /** What the page shows once it is ready; for a step reached by a click, the click first. */
  ready: (page: Page) => Promise<void>;
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();

const PAGES: Checked[] = [
  { path: '/', ready: (page) => expect(page.getByRole('region', { name: 'Actualités' })).toBeVisible() },
  { path: firstSessionPath, ready: heading },
  { path: '/subscribe', ready: heading },
  { path: firstThemePath, ready: (page) => expect(page.getByRole('group', { name: 'Dates de la session' })).toBeVisible() },
  { path: chosenSessionsPath, ready: heading },
  { path: '/login?action=login', ready: (page) => expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible() },
  { path: '/login?action=register', ready: (page) => expect(page.getByRole('link', { name: /Créer un compte/ })).toBeVisible() },
  { path: '/registration', ready: heading },
  {
    path: '/registration',
    ready: async (page) => {
      await page.getByText('J’ai un numéro RPPS', { exact: true }).click();
      await expect(page.getByRole('textbox', { name: 'Numéro RPPS' })).toBeVisible();
    },
  },
  { path: '/rpwd', ready: (page) => expect(page.getByRole('button', { name: 'Envoyer' })).toBeVisible() },
  { path: '/cpwd?k=x', ready: (page) => expect(page.getByRole('heading', { name: 'Changement de mot de passe' })).toBeVisible() },
  { path: '/account/email?k=x', ready: (page) => expect(page.getByRole('button', { name: 'Confirmer mon adresse e-mail' })).toBeVisible() },
  { path: '/help', ready: (page) => expect(page.getByRole('button', { name: 'Lancer le test' })).toBeVisible() },
  { path: '/contact', ready: (page) => expect(page.getByRole('button', { name: 'Envoyer' })).toBeVisible() },
  { path: '/contact?s=3', ready: (page) => expect(page.getByRole('button', { name: 'Envoyer' })).toBeVisible() },
  { path: '/documentation', ready: (page) => expect(page.getByRole('heading', { level: 2, name: 'Outils' })).toBeVisible() },
  { path: '/documents', ready: (page) => expect(page.getByText('Merci de vous connecter pour accéder à ce contenu')).toBeVisible() },
  { path: '/recherche?q=bpco', ready: (page) => expect(page.getByRole('status')).toContainText('pour « bpco »') },
  { path: '/accessibilite', ready: (page) => expect(page.getByRole('button', { name: 'Envoyer' })).toBeVisible() },
  { path: '/cette-page-n-existe-pas', ready: (page) => expect(page.getByText('Page introuvable...')).toBeVisible() },
];

/**
 * The measure the accessibility statement (/accessibilite) reads: each role and size this run walked
 * replaces its line in mfe-public/src/accessibility/axeResults.json, the others are kept (a run of one
 * role does not forget the rest). Commit the file after a run.
 */
const AXE_RESULTS = path.resolve(__dirname, '../../mfe-public/src/accessibility/axeResults.json');
interface AxeRun {
  role: string;
  width: number;
  height: number;
  pages: string[];
  violations: string[];
}
const measured: AxeRun[] = [];
test.afterAll(() => {
  if (measured.length === 0) return;
  const before = JSON.parse(fs.readFileSync(AXE_RESULTS, 'utf8')) as { runs: AxeRun[] };
  const same = (a: AxeRun, b: AxeRun) => a.role === b.role && a.width === b.width && a.height === b.height;
  const runs = [...before.runs.filter((run) => !measured.some((fresh) => same(run, fresh))), ...measured];
  fs.writeFileSync(AXE_RESULTS, `${JSON.stringify({ measuredAt: new Date().toISOString(), tags: TAGS, runs }, null, 2)}\n`);
});

/** A page's address once worked out: the pages reached from another one (a session of the home) are looked up once per role. */
async function resolved(page: Page, pages: Checked[]): Promise<{ path: string; ready: Checked['ready'] }[]> {
  const found: { path: string; ready: Checked['ready'] }[] = [];
  for (const entry of pages) found.push({ path: typeof entry.path === 'string' ? entry.path : await entry.path(page), ready: entry.ready });
  return found;
}

/**
 * Opens a page as a link of the site does, without reloading the shell and the remotes (a reload per
 * page made the walk too slow for CI): the router follows the new address. Each page is mounted anew
 * under its own address (shell RemoteRoute keys it by path), so the previous page's title is gone
 * before the new one is read. A page at the address already shown (a query only) is loaded.
 */
async function open(page: Page, path: string): Promise<void> {
  const here = new URL(page.url());
  if (new URL(path, here).pathname === here.pathname) {
    await page.goto(path);
    return;
  }
  await page.evaluate((target) => {
    document.querySelector('main h1')?.setAttribute('data-left', '');
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('main h1[data-left]')).toHaveCount(0);
}

/**
 * Goes through the pages once, answering the violations found on each, prefixed by the page: the first
 * page is read whole (with the role's header, sidebar and footer), the others on their <main>.
 */
async function violationsOnPages(page: Page, pages: { path: string; ready: Checked['ready'] }[]): Promise<string[]> {
  const found: string[] = [];
  for (const [index, entry] of pages.entries()) {
    await open(page, entry.path);
    await entry.ready(page);
    found.push(...(await violationsOn(page, index === 0)).map((line) => `${entry.path} ${line}`));
  }
  return found;
}

/** A back-office page once drawn: its title shown, nothing loading any more. */
const staffReady = async (page: Page) => {
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
  await expect(page.locator('main .ant-spin-spinning')).toHaveCount(0);
  await expect(page.getByText('Chargement...')).toHaveCount(0);
};
const staffPage = (path: string): Checked => ({ path, ready: staffReady });

const MEMBER_PAGES: Checked[] = [
  { path: '/', ready: (page) => expect(page.getByRole('region', { name: 'Actualités' })).toBeVisible() },
  { path: firstSessionPath, ready: heading },
  { path: '/files', ready: (page) => expect(page.getByRole('heading', { name: 'Mes fichiers' })).toBeVisible() },
  { path: '/account', ready: (page) => expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible() },
  { path: '/documents', ready: (page) => expect(page.getByRole('link', { name: /^Télécharger/ }).first()).toBeVisible() },
  { path: '/podcasts', ready: (page) => expect(page.getByRole('link', { name: 'Découvrir' }).first()).toBeVisible() },
  { path: '/MesReplays/BPCO', ready: (page) => expect(page.getByRole('region', { name: 'Nouveautés' })).toBeVisible() },
  { path: '/MesReplays', ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Mes replays' })).toBeVisible() },
  { path: '/videos', ready: (page) => expect(page.getByRole('heading', { name: 'Autres vidéos' })).toBeVisible() },
];

/** The admin's back office; the pages under a session's id are those of a session the journey makes. */
const adminPages = (sessionId: number): Checked[] => [
  ...[
    '/staff/dashboard',
    '/staff/account/list',
    '/staff/account/edit',
    '/staff/event/list',
    `/staff/event/edit/${sessionId}`,
    '/staff/news/list',
    '/staff/news/edit',
    '/staff/cms/list',
    '/staff/faq/list',
    '/staff/theme/list',
    '/staff/serie/list',
    '/staff/episode/list',
    '/staff/podcast/theme/list',
    '/staff/podcast/show/list',
    '/staff/documentCollection/list',
    '/staff/document/list',
    '/staff/documentationEntry/list',
    '/staff/utm/list',
    '/staff/utm/edit',
    '/staff/tools/mail',
    '/staff/tools/exports',
    '/staff/tools/logs',
    '/staff/tools/health',
    '/staff/orchestrator/list',
    `/staff/orchestrator/${sessionId}/control`,
    `/staff/orchestrator/${sessionId}/control?t=quiz`,
    `/staff/quiz/${sessionId}/edit`,
    `/staff/feedback/${sessionId}/list`,
    `/staff/report/${sessionId}`,
  ].map(staffPage),
  { path: '/account', ready: (page) => expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible() },
];

const BUADM_PAGES = [
  '/staff/dashboard',
  '/staff/account/list',
  '/staff/event/list',
  '/staff/news/list',
  '/staff/tools/exports',
  '/staff/orchestrator/list',
].map(staffPage);
const MOD_PAGES = ['/staff/orchestrator/list', '/staff/message/list', '/staff/utm/list'].map(staffPage);

test('the cookie banner has no accessibility violation, before it is accepted', async ({ page }) => {
  await page.goto('/help');
  const banner = page.getByRole('region', { name: 'Cookies et vie privée' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lancer le test' })).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
  await expect(banner).toBeVisible();
});

interface Role {
  name: string;
  /** Logs in (nothing for a visitor) and makes the role's data; answers the pages to walk. */
  setUp(page: Page): Promise<Checked[]>;
}

const ROLES: Role[] = [
  { name: 'a visitor', setUp: () => Promise.resolve(PAGES) },
  {
    name: 'a member',
    setUp: async (page) => {
      await logIn(page, ACCOUNTS.member);
      return MEMBER_PAGES;
    },
  },
  {
    name: 'an admin',
    setUp: async (page) => {
      await logIn(page, ACCOUNTS.admin);
      const { eventId } = await newSession(page, `Accessibilité ${Date.now() % 100_000}`);
      // A question in the quiz tab: its 'Quiz' tag and its chart are checked too.
      await createQuestion(page, eventId, 'quiz', 'Quel examen confirme une BPCO ?', ['La spirométrie', 'La radiographie']);
      return adminPages(eventId);
    },
  },
  {
    name: 'buadm',
    setUp: async (page) => {
      await logIn(page, ACCOUNTS.buadm);
      return BUADM_PAGES;
    },
  },
  {
    name: 'a moderator',
    setUp: async (page) => {
      await logIn(page, ACCOUNTS.mod);
      return MOD_PAGES;
    },
  },
];

// One logged-in page per role, shared by its two sizes (one test each, which says where it fails):
// the role logs in, accepts cookies and makes its data once, and the browser's cache serves the remotes.
for (const role of ROLES) {
  test.describe(`the pages of ${role.name}`, () => {
    let context: BrowserContext;
    let page: Page;
    let pages: { path: string; ready: Checked['ready'] }[];

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext();
      page = await context.newPage();
      await page.goto('/help');
      await page.getByRole('button', { name: "J'accepte" }).click();
      pages = await resolved(page, await role.setUp(page));
    });
    test.afterAll(async () => context.close());

    for (const size of SIZES) {
      test(`have no accessibility violation at ${size.width}x${size.height}`, async () => {
        test.setTimeout(120_000);
        await page.setViewportSize(size);
        const violations = await violationsOnPages(page, pages);
        measured.push({ role: role.name, ...size, pages: pages.map((entry) => new URL(entry.path, 'http://site').pathname), violations });
        expect(violations).toEqual([]);
      });
    }
  });
}
