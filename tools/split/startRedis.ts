import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '@canal/service-core';
import { waitForPort } from './waitForPort';

export interface RedisTarget {
  url: string;
  stop(): void;
}

/**
 * REDIS_URL when given, otherwise Debian's redis-server started here (no persistence) for the life
 * of the run, on `documentedPort` (start:split's documented 6379) or, without one, a port free now (tests).
 */
export async function startRedis(documentedPort?: number): Promise<RedisTarget> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: () => undefined };
  const port = documentedPort ?? (await freePort());
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitForPort(port, 15_000);
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill() };
}
