import fs from 'node:fs';
import path from 'node:path';
import { createLogger, startEmbeddedPostgres } from '@canal/service-core';
import { chatStreamingBench } from './chatStreaming';
import { freshDir } from './processes';
import { summary } from './targets';

/** `npm run bench:chat`: only GPTPubMed's streaming figures (part of `npm run bench`; the frontends must be built). */
async function main(): Promise<void> {
  const dir = freshDir('canal-bench-chat-');
  const postgres = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), logger: createLogger('warn') });
  try {
    process.stdout.write(`${[...(await chatStreamingBench(postgres.url)), '', ...summary()].join('\n')}\n`);
  } finally {
    await postgres.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
