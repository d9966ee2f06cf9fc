import { loadConfig } from '@canal/service-core';
import { ensurePostgres } from '../tools/split/ensurePostgres';
import { prepareDatabase } from '../tools/split/prepareDatabase';
import { startRedis } from '../tools/split/startRedis';
import { startSplitStack } from '../tools/split/startSplitStack';

/** `npm run start:split`: PostgreSQL, Redis, the five services and the gateway as separate processes. */
async function main(): Promise<void> {
  const postgres = ensurePostgres('canal', false);
  const redis = await startRedis(6379);
  // The migrate step first (the services never migrate, they wait for it), then the demo's seed.
  await prepareDatabase(postgres.url, process.env.DEMO_SEED !== 'false');
  const stack = await startSplitStack({
    env: { ...process.env, DATABASE_URL: postgres.url, REDIS_URL: redis.url },
    ports: 'documented',
    inheritOutput: true,
  });
  // The address the gateway's visitors and e-mails use: PUBLIC_URL, or http://localhost:PORT when unset.
  process.stdout.write(`\nCanal Pneumo (mode réparti) est prêt : ${loadConfig({ ...process.env, PORT: String(stack.gatewayPort) }).PUBLIC_URL}\n`);
  const stop = async () => {
    await stack.stop();
    redis.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
