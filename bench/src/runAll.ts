import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger, startEmbeddedPostgres, type EmbeddedPostgres } from '@canal/service-core';
import { accountListGrowth } from './accountListGrowth';
import { chatStreamingBench } from './chatStreaming';
import { compiledAgainstTsx } from './compiledStart';
import { logIn, startAllInOne, type RunningServer } from './allInOneServer';
import { databaseComparison } from './databaseComparison';
import { firstLoadWeight } from './firstLoadWeight';
import { lighthouseScores } from './lighthouseScores';
import { homeThroughput } from './homeThroughput';
import { imageSize } from './imageSize';
import { liveRoomBench } from './liveRoom';
import { idleMemory, memoryAfterLoad } from './memory';
import { pageWeight } from './pageWeight';
import { rppsDirectoryBench } from './rppsDirectory';
import { searchBench } from './searchBench';
import { freshDir, root, sleep } from './processes';
import { summary } from './targets';

const IDLE_SECONDS = 5;
let broken = 0;

function print(lines: string[]): void {
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

/** One part of the bench: its lines as soon as they are known, or why it could not measure. */
async function section(name: string, measure: () => Promise<string[]> | string[]): Promise<void> {
  try {
    print(await measure());
  } catch (error) {
    broken += 1;
    print([`${name}: not measured: ${error instanceof Error ? error.message : String(error)}`]);
  }
}

/** The all-in-one server as `npm start` runs it (its own embedded PostgreSQL): memory, /api/home, the browser. */
async function npmStartServer(): Promise<void> {
  const started: { server?: RunningServer } = {};
  await section('npm start server', async () => {
    const server = await startAllInOne();
    started.server = server;
    await sleep(IDLE_SECONDS * 1000);
    return idleMemory(server, IDLE_SECONDS);
  });
  const running = started.server;
  if (!running) return;
  try {
    await section('/api/home', async () => {
      const member = await logIn(running.url, 'dr.martin@exemple.fr', 'Pneumo2026');
      return [...(await homeThroughput(running, member)), ...memoryAfterLoad(running)];
    });
    const built = fs.existsSync(path.join(root, 'shell/dist/index.html'));
    await section('page weight', () => (built ? firstLoadWeight(running.url) : ['Page weight in Chromium: the frontends are not built (npm run build).']));
    await section('lighthouse', () => (built ? lighthouseScores(running.url) : ['Lighthouse: the frontends are not built (npm run build).']));
  } finally {
    await running.stop();
  }
}

/** A PostgreSQL of the bench's own, which it can fill directly: the accounts list, then the database comparison. */
async function benchDatabase(): Promise<void> {
  const dir = freshDir('canal-bench-pg-');
  let postgres: EmbeddedPostgres | null = null;
  try {
    postgres = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), logger: createLogger('warn') });
    const url = postgres.url;
    await section('live room', () => liveRoomBench(url));
    await section('GPTPubMed streaming', () =>
      fs.existsSync(path.join(root, 'shell/dist/index.html')) ? chatStreamingBench(url) : ['GPTPubMed streaming: the frontends are not built (npm run build).'],
    );
    await section('/api/account/list', () => accountListGrowth(url));
    await section('RPPS directory', () => rppsDirectoryBench(url));
    await section('/api/search', () => searchBench(url));
    await section('database comparison', () => databaseComparison(url));
  } catch (error) {
    broken += 1;
    print([`embedded PostgreSQL of the bench: not started: ${error instanceof Error ? error.message : String(error)}`]);
  } finally {
    await postgres?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `npm run bench`: prints figures beside the targets of issue 6 §3. A measurement, not a test: a
 * missed target is a FAIL line, never a failed process (only a part that could not measure is).
 */
async function main(): Promise<void> {
  const started = Date.now();
  print([`Canal Pneumo bench, ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} cores`]);
  await section('built files', () => pageWeight());
  await section('image size', () => imageSize());
  await npmStartServer();
  await section('compiled against tsx', () => compiledAgainstTsx());
  await benchDatabase();
  print([...summary(), '', `Bench done in ${((Date.now() - started) / 1000).toFixed(0)} s.`]);
  process.exitCode = broken > 0 ? 1 : 0;
}

void main();
