import { chromium, type Page } from 'playwright-core';
import { judge } from './targets';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Resolves once no request has started or finished for 500 ms. */
async function quiet(page: Page): Promise<void> {
  let last = Date.now();
  const touch = () => {
    last = Date.now();
  };
  page.on('request', touch);
  page.on('requestfinished', touch);
  while (Date.now() - last < 500) await page.waitForTimeout(100);
  page.off('request', touch);
  page.off('requestfinished', touch);
}

/** Issue 7 §6: the first load's scripts, on the wire. */
const FIRST_LOAD_SCRIPTS_KB = 250;

interface Transfer {
  kind: 'script' | 'style';
  bytes: number;
}

const total = (list: Transfer[], kind?: Transfer['kind']) => list.filter((item) => !kind || item.kind === kind).reduce((sum, item) => sum + item.bytes, 0);

/**
 * What a doctor's browser downloads from the server at `url`: the first load of the home page (no
 * antd: it is drawn with the kit's light components), then the live room reached by a click (the
 * live remote's code, and antd with the kit's main entry, fetched once for every page that uses
 * them). Bytes on the wire, so brotli when the built files have their .br twins.
 */
export async function firstLoadWeight(url: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    const sizes: Array<Promise<Transfer>> = [];
    const encodings = new Set<string>();
    page.on('requestfinished', (request) => {
      const extension = /\.(js|css)$/.exec(new URL(request.url()).pathname)?.[1];
      if (!extension) return;
      const kind = extension === 'js' ? 'script' : 'style';
      sizes.push(request.sizes().then((size) => ({ kind, bytes: size.responseBodySize })));
      void request.response().then((response) => encodings.add(response?.headers()['content-encoding'] ?? 'none'));
    });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    const home = await Promise.all(sizes);
    await page.getByRole('button', { name: "J'accepte" }).click();
    // The live room is a lazy remote page: the page's own load state was reached long ago, so wait
    // for the remote's page module, then for the network to stay quiet.
    const livePage = page.waitForResponse((response) => /\/remotes\/live\/.*__federation_expose_/.test(response.url()));
    await page.locator('a[href^="/live/"]').first().click();
    await page.waitForURL(/\/live\/\d+/);
    await livePage;
    await quiet(page);
    const all = await Promise.all(sizes);
    const homeScripts = total(home, 'script');
    return [
      `Page weight in Chromium (scripts and styles, bytes on the wire, Content-Encoding: ${[...encodings].sort().join(', ')}):`,
      `  first load of the home page: ${home.length} files, ${kb(total(home))} (scripts ${kb(homeScripts)}, styles ${kb(total(home, 'style'))})`,
      `  then the live room by a click: ${all.length - home.length} more files, ${kb(total(all) - total(home))}`,
      judge('First-load scripts of the home page, on the wire', kb(homeScripts), `<= ${FIRST_LOAD_SCRIPTS_KB} KB`, homeScripts <= FIRST_LOAD_SCRIPTS_KB * 1024),
    ];
  } finally {
    await browser.close();
  }
}
