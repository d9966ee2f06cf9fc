import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publicApi, newsApi, HOME_QUERY } from '@canal/contracts';
import { allRemotePages, readRemotePages } from './remoteRoutes';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

/** A remote's folder with these pages and this routes.ts (plain data: a temporary folder cannot import the contracts). */
function remoteFolder(pages: string[], routes: unknown[]): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-remote-routes-'));
  folders.push(folder);
  fs.mkdirSync(path.join(folder, 'src'));
  for (const page of pages) {
    fs.mkdirSync(path.dirname(path.join(folder, page)), { recursive: true });
    fs.writeFileSync(path.join(folder, page), 'export default function Page() { return null; }\n');
  }
  fs.writeFileSync(path.join(folder, 'src', 'routes.ts'), `export default ${JSON.stringify(routes)};\n`);
  return folder;
}

describe('the routes each remote declares beside its pages', () => {
  it('expose each page under its file’s name, once however many routes show it', async () => {
    const { exposes, routes } = await readRemotePages(path.resolve(__dirname, '../../mfe-public'));
    expect(exposes['./StaticPage']).toBe('./src/pages/StaticPage.tsx');
    expect(routes.filter((route) => route.page === 'StaticPage').map((route) => route.path)).toEqual(['/confidentiality', '/legal', '/cookies']);
  });

  it('declare each path once across the five remotes', async () => {
    const pages = await allRemotePages();
    const paths = Object.values(pages).flatMap((remote) => remote.routes.map((route) => route.path));
    expect(paths.filter((item, index) => paths.indexOf(item) !== index)).toEqual([]);
    expect(Object.keys(pages).sort()).toEqual(['chat', 'live', 'media', 'public', 'staff']);
  });

  it('declare each menu entry once across the five remotes, each in its own place of its menu', async () => {
    const routes = Object.values(await allRemotePages()).flatMap((remote) => remote.routes);
    for (const menu of ['mainMenu', 'profileMenu', 'footerMenu'] as const) {
      const entries = routes.flatMap((route) => route[menu] ?? []);
      const keys = entries.map((entry) => entry.key);
      const orders = entries.map((entry) => entry.order);
      expect([menu, keys.filter((key, index) => keys.indexOf(key) !== index)]).toEqual([menu, []]);
      expect([menu, orders.filter((order, index) => orders.indexOf(order) !== index)]).toEqual([menu, []]);
    }
  });

  it('keep the home page light, with the sessions and news it asks taken early with the page’s own inputs', async () => {
    const home = (await allRemotePages()).public.routes.find((route) => route.path === '/');
    expect(home).toMatchObject({ page: 'HomePage', light: true, mainMenu: expect.objectContaining({ key: 'home', label: 'Accueil' }) });
    expect(home?.early).toEqual([
      { method: publicApi.home.method, path: publicApi.home.path, input: HOME_QUERY },
      { method: newsApi.newsAll.method, path: newsApi.newsAll.path, input: {} },
    ]);
  });

  it('refuse, saying where, a page file that does not exist, two pages of one name, a path declared twice, an unknown access key or grant', async () => {
    const route = { path: '/essai', page: './src/pages/EssaiPage.tsx', access: 'public' };
    await expect(readRemotePages(remoteFolder([], [route]))).rejects.toThrow(/\/essai names \.\/src\/pages\/EssaiPage\.tsx, which does not exist/);
    const twins = remoteFolder(
      ['src/pages/EssaiPage.tsx', 'src/other/EssaiPage.tsx'],
      [route, { ...route, path: '/autre', page: './src/other/EssaiPage.tsx' }],
    );
    await expect(readRemotePages(twins)).rejects.toThrow(/two pages are named EssaiPage/);
    await expect(readRemotePages(remoteFolder(['src/pages/EssaiPage.tsx'], [route, route]))).rejects.toThrow(/\/essai is declared twice/);
    await expect(readRemotePages(remoteFolder(['src/pages/EssaiPage.tsx'], [{ ...route, access: 'tout le monde' }]))).rejects.toThrow(
      /routes\.ts: [\s\S]*access/,
    );
    const entry = { key: 'essai', label: 'Essai', order: 10, access: ['staff:chef'] };
    await expect(readRemotePages(remoteFolder(['src/pages/EssaiPage.tsx'], [{ ...route, profileMenu: entry }]))).rejects.toThrow(
      /routes\.ts: [\s\S]*profileMenu/,
    );
  });
});
