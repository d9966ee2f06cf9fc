import { startFakeEutils } from '../../services/chat/src/testing/fakeEutilsServer';
import { startFakeModel } from '../../services/chat/src/testing/fakeModelServer';

/**
 * The journeys' stand-ins for the model API and NCBI (never the real ones): a fake OpenAI-compatible
 * server on E2E_PORT+1 and a fake E-utilities server on E2E_PORT+2, until the run ends.
 */
async function main(): Promise<void> {
  const port = Number(process.env.E2E_PORT ?? 8091);
  // Slow enough for a page to see the model think and the searches run, and the answer grow word by word.
  await startFakeModel(port + 1, { delayMs: 1500, tokensPerSecond: 8 });
  await startFakeEutils(port + 2, { delayMs: 1200 });
  process.stdout.write(`fake model and NCBI servers on ${port + 1} and ${port + 2}\n`);
}

void main();
