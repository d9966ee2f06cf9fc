import { spawnSync } from 'node:child_process';
import { buildServer, compiledPath } from '../../../tools/build/serverBuild';

/**
 * Libraries a live process never uses: each is loaded by the first call that needs it (a mail sent,
 * a spreadsheet exported, a rich text saved), or not at all (the Redis modules beyond the client).
 * Loaded at start, they would sit in each live process's memory (issue 23 §1: under 250 MB with
 * 5,000 sockets).
 */
const UNUSED_BY_THE_ROOM = ['nodemailer', 'exceljs', 'sanitize-html', '@redis/bloom', '@redis/json', '@redis/search', '@redis/time-series'];

/** The libraries (node_modules packages) a process holds once the compiled live service is loaded, as main.ts loads it. */
function librariesLoadedByTheLiveService(): string[] {
  const script = `require(${JSON.stringify(compiledPath('services/live/src/index.ts'))});
    const names = Object.keys(require.cache).map((file) => /node_modules\\/((@[^/]+\\/)?[^/]+)\\//.exec(file)?.[1]).filter(Boolean);
    console.log(JSON.stringify([...new Set(names)]));`;
  const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as string[];
}

describe('what a live process loads at start', () => {
  beforeAll(() => buildServer(), 120_000);

  it('loads the room’s libraries, and none of those it never uses', () => {
    const loaded = librariesLoadedByTheLiveService();
    expect(loaded).toEqual(expect.arrayContaining(['socket.io', '@redis/client', 'drizzle-orm']));
    expect(loaded.filter((name) => UNUSED_BY_THE_ROOM.includes(name))).toEqual([]);
  });
});
