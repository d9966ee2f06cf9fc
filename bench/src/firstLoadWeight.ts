import { chromium, type Page } from 'playwright-core';

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

/**
 * What a doctor's browser downloads from the server at `url`: the first load of the home page, then
 * the live room reached by a click (only the live remote's own code: react, antd and the kit came
 * once, from the shell). Bytes on the wire, so brotli when the built files have their .br twins.
 */
export async function firstLoadWeight(url: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    const sizes: Array<Promise<number>> = [];
    const encodings = new Set<string>();
    page.on('requestfinished', (request) => {
      if (!/\.(js|css)$/.test(new URL(request.url()).pathname)) return;
      sizes.push(request.sizes().then((size) => size.responseBodySize));
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
    const sum = (list: number[]) => list.reduce((total, size) => total + size, 0);
    return [
      `Page weight in Chromium (scripts and styles, bytes on the wire, Content-Encoding: ${[...encodings].sort().join(', ')}):`,
      `  first load of the home page: ${home.length} files, ${kb(sum(home))}`,
      `  then the live room by a click: ${all.length - home.length} more files, ${kb(sum(all) - sum(home))}`,
    ];
  } finally {
    await browser.close();
  }
}
