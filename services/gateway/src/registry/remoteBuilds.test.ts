import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishTestBuild } from '../testing/publishedBuild';
import { readPointers, rollBack, RollbackRefused } from './remoteBuilds';

const CHAT = [{ path: '/GPTPubMed', page: 'ChatPage', access: 'public' as const, menu: 'gpt' }];

let remotesDir: string;
beforeEach(() => {
  remotesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-remotes-'));
});
afterEach(() => fs.rmSync(remotesDir, { recursive: true, force: true }));

const buildsOf = (name: string) =>
  fs
    .readdirSync(path.join(remotesDir, name), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

describe('published remote builds', () => {
  it('keep the build they replace as the previous one, and only those two', async () => {
    const first = await publishTestBuild(remotesDir, 'chat', { 'remoteEntry.js': 'var chat = 1;' }, CHAT);
    expect(first.previous).toBeNull();
    const second = await publishTestBuild(remotesDir, 'chat', { 'remoteEntry.js': 'var chat = 2;' }, CHAT);
    expect(second).toEqual({ current: expect.any(String), previous: first.current });
    expect(buildsOf('chat')).toEqual([first.current, second.current].sort());
    expect(fs.readFileSync(path.join(remotesDir, 'chat', first.current ?? '', 'remoteEntry.js'), 'utf8')).toBe('var chat = 1;');

    const third = await publishTestBuild(remotesDir, 'chat', { 'remoteEntry.js': 'var chat = 3;' }, CHAT);
    expect(third.previous).toBe(second.current);
    expect(buildsOf('chat')).toEqual([second.current, third.current].sort());
  });

  it('are named by their content: the same build published again changes nothing, a route changed alone is a new version', async () => {
    const first = await publishTestBuild(remotesDir, 'chat', { 'remoteEntry.js': 'var chat;' }, CHAT);
    const again = await publishTestBuild(remotesDir, 'chat', { 'remoteEntry.js': 'var chat;' }, CHAT);
    expect(again).toEqual({ current: first.current, previous: null });
    // Module Federation's statistics list the same modules in another order from one build to the next.
    const restated = await publishTestBuild(remotesDir, 'chat', { 'remoteEntry.js': 'var chat;', 'mf-stats.json': '{"shared":["b","a"]}' }, CHAT);
    expect(restated).toEqual({ current: first.current, previous: null });
    const moved = await publishTestBuild(remotesDir, 'chat', { 'remoteEntry.js': 'var chat;' }, [{ ...CHAT[0], access: 'loggedIn' }]);
    expect(moved).toEqual({ current: expect.not.stringMatching(first.current ?? ''), previous: first.current });
  });

  it('roll back by swapping current and previous: once back, twice forward again', async () => {
    const first = await publishTestBuild(remotesDir, 'chat', { 'remoteEntry.js': 'var chat = 1;' }, CHAT);
    const second = await publishTestBuild(remotesDir, 'chat', { 'remoteEntry.js': 'var chat = 2;' }, CHAT);
    await expect(rollBack(remotesDir, 'chat')).resolves.toEqual({ current: first.current, previous: second.current });
    await expect(readPointers(remotesDir, 'chat')).resolves.toEqual({ current: first.current, previous: second.current });
    await expect(rollBack(remotesDir, 'chat')).resolves.toEqual({ current: second.current, previous: first.current });
  });

  it('refuse a rollback, in French and changing nothing, without a previous build or when its files are gone', async () => {
    const first = await publishTestBuild(remotesDir, 'chat', { 'remoteEntry.js': 'var chat = 1;' }, CHAT);
    await expect(rollBack(remotesDir, 'chat')).rejects.toThrow(
      new RollbackRefused(`« chat » n’a pas de build précédent à remettre en service (${path.join(remotesDir, 'chat')}).`),
    );
    const second = await publishTestBuild(remotesDir, 'chat', { 'remoteEntry.js': 'var chat = 2;' }, CHAT);
    fs.rmSync(path.join(remotesDir, 'chat', first.current ?? ''), { recursive: true });
    await expect(rollBack(remotesDir, 'chat')).rejects.toThrow(/Le build précédent de « chat » .* est absent ou illisible : rien n’a été changé\./);
    await expect(readPointers(remotesDir, 'chat')).resolves.toEqual(second);
    await expect(rollBack(remotesDir, 'live')).rejects.toBeInstanceOf(RollbackRefused);
  });
});
