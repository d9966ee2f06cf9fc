import fs from 'node:fs';
import path from 'node:path';
import { createLogger, startEmbeddedPostgres } from '@canal/service-core';
import { liveRoomBench } from './liveRoom';
import { freshDir } from './processes';
import { summary } from './targets';

/** `npm run bench:live`: only the live room's figures (part of `npm run bench`). */
async function main(): Promise<void> {
  const dir = freshDir('canal-bench-live-');
  const postgres = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), logger: createLogger('warn') });
  try {
    process.stdout.write(`${[...(await liveRoomBench(postgres.url)), '', ...summary()].join('\n')}\n`);
  } finally {
    await postgres.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
