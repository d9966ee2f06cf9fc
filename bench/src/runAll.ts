import { apiLatency } from './apiLatency';
import { firstLoadWeight } from './firstLoadWeight';
import { pageWeight } from './pageWeight';

/** `npm run bench`: prints figures; these are measurements, not tests. */
async function main(): Promise<void> {
  const lines = [...pageWeight(), '', ...(await firstLoadWeight()), '', ...(await apiLatency())];
  process.stdout.write(`${lines.join('\n')}\n`);
}

void main();
