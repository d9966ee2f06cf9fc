import { spawn, type ChildProcess } from 'node:child_process';
import { waitForPort } from './waitForPort';

export interface RedisTarget {
  url: string;
  stop(): void;
}

/** REDIS_URL when given, otherwise Debian's redis-server started here (no persistence) for the life of the run. */
export async function startRedis(port: number): Promise<RedisTarget> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: () => undefined };
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitForPort(port, 15_000);
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill() };
}
