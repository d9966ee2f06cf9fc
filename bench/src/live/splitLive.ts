import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createContext, freePort } from '@canal/service-core';
import { makeEvent, makeQuizQuestion } from '@canal/service-core/testing';
import { startRedis } from '../../../tools/split/startRedis';
import { waitForPort } from '../../../tools/split/waitForPort';
import { buildServer, compiledPath } from '../../../tools/build/serverBuild';
import { nodeFlagsOf } from '../../../tools/runtime/serverNodeOptions';
import { freshDir, rssMb, sleep, startProcess } from '../processes';
import { judge } from '../targets';
import { membersOf, postAs, type Member } from './members';

const LIVE_MAIN = 'services/live/src/main.ts';
const PER_PROCESS = 5000;

interface LiveProcess {
  url: string;
  nodePid: number;
  stop(): Promise<void>;
}

/** One live process on a free port, as the split deployment runs it: the compiled service, run by node. */
async function startLiveProcess(env: Record<string, string>): Promise<LiveProcess> {
  const port = await freePort();
  const dataDir = freshDir('canal-bench-live-');
  const child = startProcess(process.execPath, [...nodeFlagsOf(LIVE_MAIN), '--enable-source-maps', compiledPath(LIVE_MAIN)], {
    ...env,
    SERVICE_PORT: String(port),
    DATA_DIR: dataDir,
  });
  const stop = async () => {
    await child.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, 120_000);
    const nodePid = child.process.pid;
    if (!nodePid) throw new Error('the live process did not start');
    return { url: `http://127.0.0.1:${port}`, nodePid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

interface SocketThread {
  worker: Worker;
  /** The thread's next message. */
  next(): Promise<Record<string, unknown>>;
}

/** A thread holding `members`' sockets on one live process (socketWorker.ts), ready once they are all connected. */
async function socketThread(url: string, eventId: number, members: Member[]): Promise<SocketThread> {
  const worker = new Worker(path.join(__dirname, 'socketWorker.ts'), { workerData: { url, eventId, members } });
  const next = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      worker.once('message', (message: Record<string, unknown>) => (typeof message.failed === 'string' ? reject(new Error(message.failed)) : resolve(message)));
      worker.once('error', reject);
    });
  await next();
  return { worker, next };
}

/**
 * Issue 23 §1: the split deployment's live side, two live processes over one PostgreSQL and one
 * Redis (the Redis Streams adapter between them): 10,000 participant sockets, 5,000 on each, one
 * state/set through the first, time until 50 %, 99 %, 100 % of all of them received it; then each
 * process's RSS with its 5,000 sockets.
 */
export async function splitLiveBench(databaseUrl: string): Promise<string[]> {
  const lines: string[] = ['Live room, split deployment: two live processes over one PostgreSQL and one Redis, 10,000 participants:'];
  await buildServer();
  const redis = await startRedis();
  const opened = await createContext({ databaseUrl });
  const ctx = opened.ctx;
  const processes: LiveProcess[] = [];
  const threads: Worker[] = [];
  try {
    const publicPort = await freePort();
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      PUBLIC_URL: `http://127.0.0.1:${publicPort}`,
      CLIENT_ADDRESS_SECRET: randomBytes(32).toString('hex'),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    };
    processes.push(await startLiveProcess(env), await startLiveProcess(env));
    const [first, second] = processes;
    if (!first || !second) throw new Error('live processes not started');
    const event = await makeEvent(ctx, { startsInMin: -5, durationMin: 240, title: 'Bench : session en direct, deux processus' });
    const members = await membersOf(ctx, event.id, 2 * PER_PROCESS, 'split');
    const admin = members[0];
    await ctx.db.execute(sql`update users set role = 'admin' where id = ${admin.userId}`);
    const idleRss = processes.map((live) => rssMb(live.nodePid));

    const halves = [members.slice(0, PER_PROCESS), members.slice(PER_PROCESS)];
    const connected = await Promise.all(processes.map((live, index) => socketThread(live.url, event.id, halves[index] ?? [])));
    threads.push(...connected.map((thread) => thread.worker));
    await sleep(2000);
    const withSockets = processes.map((live) => rssMb(live.nodePid));

    const poll = await makeQuizQuestion(ctx, event.id, { quizType: 'poll' });
    await Promise.all(
      connected.map((thread) => {
        thread.worker.postMessage({ watch: String(poll.id) });
        return thread.next();
      }),
    );
    const arrivals = connected.map((thread) => thread.next().catch(() => ({})));
    const sentAt = Date.now();
    const answer = await postAs(`${first.url}/api/state/set/${event.id}`, admin, { contentType: 'poll', contentId: String(poll.id) });
    if (answer.status !== 200) throw new Error(`state/set answered ${answer.status}`);
    const received = await Promise.race([Promise.all(arrivals), sleep(30_000).then(() => [])]);
    const times = received.flatMap((message) => ((message as { arrivals?: number[] }).arrivals ?? []).map((at) => at - sentAt)).sort((a, b) => a - b);
    const total = 2 * PER_PROCESS;
    const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * total) - 1)] ?? Number.NaN;
    const p99 = times.length >= Math.ceil(0.99 * total) ? at(0.99) : Number.NaN;
    lines.push(
      `  state/set through the first process, to ${total.toLocaleString('en-US')} sockets (${PER_PROCESS.toLocaleString('en-US')} on each): 50 % ${at(0.5)} ms, 99 % ${p99} ms, 100 % ${times.length === total ? at(1) : 'not all'} ms`,
    );
    lines.push(judge('split: 99 % of 10,000 sockets on two processes', `${p99} ms`, '< 1000 ms', p99 < 1000));
    for (const [index, live] of processes.entries()) {
      lines.push(
        `  live process ${index + 1} (pid ${live.nodePid}): RSS ${idleRss[index]?.toFixed(0)} MB idle, ${withSockets[index]?.toFixed(0)} MB with ${PER_PROCESS.toLocaleString('en-US')} sockets`,
      );
    }
    const heaviest = Math.max(...withSockets);
    lines.push(judge('split: RSS per live process with 5,000 sockets', `${heaviest.toFixed(0)} MB`, '< 250 MB', heaviest < 250));
  } finally {
    await Promise.all(threads.map((worker) => worker.terminate()));
    await Promise.all(processes.map((live) => live.stop()));
    await opened.close();
    redis.stop();
  }
  return lines;
}
