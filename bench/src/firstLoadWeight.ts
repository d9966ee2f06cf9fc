import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { waitForPort } from '../../tools/split/waitForPort';

const root = path.resolve(__dirname, '../..');
const PORT = 8099;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * What a doctor's browser downloads: the first load of the home page, then the live room reached
 * by a click (only the live remote's own code: react, antd and the kit came once, from the shell).
 */
export async function firstLoadWeight(): Promise<string[]> {
  const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['services/gateway/src/allInOne.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: '.tmp/bench-data', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    await waitForPort(PORT, 120_000);
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    const page = await browser.newPage();
    const sizes: Array<Promise<number>> = [];
    page.on('requestfinished', (request) => {
      if (/\.(js|css)$/.test(new URL(request.url()).pathname)) sizes.push(request.sizes().then((size) => size.responseBodySize));
    });
    await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'networkidle' });
    const home = await Promise.all(sizes);
    await page.getByRole('button', { name: "J'accepte" }).click();
    await page.locator('a[href^="/live/"]').first().click();
    await page.waitForURL(/\/live\/\d+/);
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(sizes);
    await browser.close();
    const sum = (list: number[]) => list.reduce((total, size) => total + size, 0);
    return [
      'Page weight in Chromium (scripts and styles, bytes on the wire):',
      `  first load of the home page: ${home.length} files, ${kb(sum(home))}`,
      `  then the live room by a click: ${all.length - home.length} more files, ${kb(sum(all) - sum(home))}`,
    ];
  } finally {
    server.kill();
  }
}
