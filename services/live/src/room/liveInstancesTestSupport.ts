import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createContext, freePort, loadConfig, type OpenedContext } from '@canal/service-core';
import { buildServer, compiledPath } from '../../../../tools/build/serverBuild';
import { dropPostgresDatabase, ensurePostgres } from '../../../../tools/split/ensurePostgres';
import { prepareDatabase } from '../../../../tools/split/prepareDatabase';
import { startRedis, type RedisTarget } from '../../../../tools/split/startRedis';
import { stopChild } from '../../../../tools/split/stopChild';
import { waitForPort } from '../../../../tools/split/waitForPort';
import { LIVE_NODE_FLAGS, withServerNodeOptions } from '../../../../tools/runtime/serverNodeOptions';

const root = path.resolve(__dirname, '../../../..');

/** The split deployment's live side, on free ports: two live processes over one PostgreSQL and one Redis. */
export interface TwoLiveInstances {
  ports: { a: number; b: number };
  /** The port a balancer in front of them would answer on: PUBLIC_URL's, free for the test to use. */
  publicPort: number;
  redisUrl: string;
  /** The test's own context on the same database (factories). */
  opened: OpenedContext;
  /** Another process on the same Redis bus: where a logout (public) or a block (staff) happens. */
  elsewhere: OpenedContext;
  instances: Record<'a' | 'b', ChildProcess>;
  stop(): Promise<void>;
}

function startLive(port: number, env: NodeJS.ProcessEnv): ChildProcess {
  // The compiled service, as in production: killing the child kills the server.
  return spawn(process.execPath, [...LIVE_NODE_FLAGS, '--enable-source-maps', compiledPath('services/live/src/main.ts')], {
    cwd: root,
    env: withServerNodeOptions({ ...env, SERVICE_PORT: String(port) }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * `name` is suffixed with this process's id: several worktrees of this machine share Debian's cluster,
 * and two runs of the same test must not drop each other's database. It is dropped at the stop.
 */
export async function startTwoLiveInstances(name: string): Promise<TwoLiveInstances> {
  await buildServer();
  const database = `${name}_${process.pid}`;
  const postgres = ensurePostgres(database, true);
  const [a, b, publicPort] = [await freePort(), await freePort(), await freePort()];
  const redis: RedisTarget = await startRedis();
  await prepareDatabase(postgres.url, false);
  const env = {
    ...process.env,
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    PUBLIC_URL: `http://127.0.0.1:${publicPort}`,
    CLIENT_ADDRESS_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  };
  const instances = { a: startLive(a, env), b: startLive(b, env) };
  await Promise.all([waitForPort(a), waitForPort(b)]);
  const opened = await createContext({ databaseUrl: postgres.url });
  const elsewhere = await createContext({ databaseUrl: postgres.url, config: loadConfig({ REDIS_URL: redis.url, LOG_LEVEL: 'warn' }) });
  return {
    ports: { a, b },
    publicPort,
    redisUrl: redis.url,
    opened,
    elsewhere,
    instances,
    async stop() {
      await elsewhere.close();
      // The instances stop while Redis is still there: their shutdown closes its connections.
      await Promise.all(Object.values(instances).map((child) => stopChild(child)));
      await opened.close();
      redis.stop();
      dropPostgresDatabase(database);
    },
  };
}
