import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '../support/test';
import { E2E_DATA_DIR, E2E_PORT } from '../support/server';

const root = path.resolve(__dirname, '../..');
/** The server's published remotes (playwright.config.ts copies dist/remotes there at its start). */
const remotesDir = path.join(root, E2E_DATA_DIR, 'remotes');
/** A copy of mfe-chat with one page more: the remote's own sources never hold it. */
const workFolder = path.join(root, '.tmp', `remote-publishing-${E2E_PORT}`);
const chatCopy = path.join(workFolder, 'mfe-chat');
const NEW_PAGE = '/GPTPubMed/essai-de-publication';

/** An npm script of the project, as an operator runs it, publishing into the server's remotes. */
async function npmRun(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', ...args], { cwd: root, env: { ...process.env, REMOTES_DIR: remotesDir } });
  return stdout;
}

/** Every file under `folder` with the hash of its content. */
function filesOf(folder: string): Record<string, string> {
  const names = fs
    .readdirSync(folder, { recursive: true })
    .map(String)
    .filter((name) => fs.statSync(path.join(folder, name)).isFile());
  return Object.fromEntries(
    names.sort().map((name) => [
      name,
      createHash('sha256')
        .update(fs.readFileSync(path.join(folder, name)))
        .digest('hex'),
    ]),
  );
}

/** What must not move when the chat alone is published: the shell's files and every other remote's builds and pointers. */
const othersThanChat = () => ({
  shell: filesOf(path.join(root, 'shell', 'dist')),
  ...Object.fromEntries(['public', 'live', 'staff', 'media'].map((name) => [name, filesOf(path.join(remotesDir, name))])),
});

const chatPointer = () => fs.readFileSync(path.join(remotesDir, 'chat', 'current'), 'utf8').trim();

async function versions(page: Page): Promise<Record<string, string>> {
  const answer = (await (await page.request.get('/api/remotes')).json()) as { remotes: Array<{ name: string; version: string }> };
  return Object.fromEntries(answer.remotes.map((remote) => [remote.name, remote.version]));
}

test.beforeAll(() => {
  fs.rmSync(workFolder, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'mfe-chat'), chatCopy, { recursive: true, filter: (source) => path.basename(source) !== 'dist' });
  fs.writeFileSync(
    path.join(chatCopy, 'src', 'pages', 'PublicationTestPage.tsx'),
    'export default function PublicationTestPage() {\n  return <h1>Page publiée par le remote seul</h1>;\n}\n',
  );
  fs.renameSync(path.join(chatCopy, 'src', 'routes.ts'), path.join(chatCopy, 'src', 'shippedRoutes.ts'));
  fs.writeFileSync(
    path.join(chatCopy, 'src', 'routes.ts'),
    [
      "import { defineRemoteRoutes } from '@canal/contracts/core';",
      "import shipped from './shippedRoutes';",
      '',
      `export default defineRemoteRoutes([...shipped, { path: '${NEW_PAGE}', page: './src/pages/PublicationTestPage.tsx', access: 'public' }]);`,
      '',
    ].join('\n'),
  );
});

test.afterAll(() => fs.rmSync(workFolder, { recursive: true, force: true }));

test('the chat ships a page alone: published by itself, shown at the next load, gone after a rollback; the shell and other remotes untouched', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const untouched = othersThanChat();
  const shipped = chatPointer();
  const shippedFiles = filesOf(path.join(remotesDir, 'chat', shipped));
  const before = await versions(page);
  expect(before.chat).toBe(shipped);

  await page.goto(NEW_PAGE);
  await expect(page.getByRole('heading', { name: 'Erreur 404' })).toBeVisible();

  const built = await npmRun('build', '--', 'chat', '--source', chatCopy);
  expect(built).toMatch(/Frontends built \(chat\)/);
  const published = chatPointer();
  expect(published).not.toBe(shipped);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Page publiée par le remote seul' })).toBeVisible();
  expect(await versions(page)).toEqual({ ...before, chat: published });
  expect(othersThanChat()).toEqual(untouched);
  // The build it replaced is kept, file for file, to roll back to.
  expect(filesOf(path.join(remotesDir, 'chat', shipped))).toEqual(shippedFiles);

  await npmRun('remote:rollback', '--', 'chat');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Erreur 404' })).toBeVisible();
  expect(await versions(page)).toEqual(before);
  expect(othersThanChat()).toEqual(untouched);

  // The rest of the chat remote is the shipped one: its page still opens.
  await page.goto('/GPTPubMed');
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
});
