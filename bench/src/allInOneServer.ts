import fs from 'node:fs';
import { freePort } from '@canal/service-core';
import { buildServer, compiledPath } from '../../tools/build/serverBuild';
import { freshDir, serverNodePid, startProcess, startTsx, waitForHttp, type Child } from './processes';

export const ALL_IN_ONE = 'services/gateway/src/allInOne.ts';

/** How the server runs: compiled by node, as `npm start` does, or from its sources by tsx, as it did before. */
export type Runner = 'node' | 'tsx';

export interface RunningServer {
  url: string;
  child: Child;
  /** The node process that runs the server (under tsx, its CLI is a second node process, the parent of this one). */
  nodePid: number;
  /** Every node process of the server: the program, and tsx's CLI when run by tsx. */
  nodePids: number[];
  /** From the process's start to the first answer of /api/site. */
  startedInMs: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  runner?: Runner;
  /** A data folder to reuse (kept at stop); by default a fresh one, removed at stop. */
  dataDir?: string;
}

function launch(runner: Runner, env: Record<string, string>): Child {
  if (runner === 'tsx') return startTsx(ALL_IN_ONE, env);
  return startProcess(process.execPath, ['--enable-source-maps', compiledPath(ALL_IN_ONE)], env);
}

/**
 * `npm start`'s process, started as the user would (minus the build): a fresh data folder, its own
 * embedded PostgreSQL unless DATABASE_URL is given, rate limits out of the way of the load.
 */
export async function startAllInOne(env: Record<string, string> = {}, { runner = 'node', dataDir }: StartOptions = {}): Promise<RunningServer> {
  if (runner === 'node') await buildServer();
  const port = await freePort();
  const folder = dataDir ?? freshDir('canal-bench-');
  const started = Date.now();
  const child = launch(runner, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: folder,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await child.stop();
    if (!dataDir) fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/api/site`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  const startedInMs = Date.now() - started;
  const launched = child.process.pid;
  const nodePid = launched && (runner === 'tsx' ? serverNodePid(launched, ALL_IN_ONE) : launched);
  if (!launched || !nodePid) {
    await stop();
    throw new Error('the all-in-one node process was not found under tsx');
  }
  return { url, child, nodePid, nodePids: runner === 'tsx' ? [launched, nodePid] : [nodePid], startedInMs, stop };
}

/** The Cookie header of a logged-in browser: GET /api/ping for the CSRF token, then the login form. */
export async function logIn(url: string, email: string, password: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const ping = await fetch(`${url}/api/ping`);
  keep(ping);
  const { token } = (await ping.json()) as { token: string };
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-CSRF-Token': token, Cookie: cookie() },
    body: new URLSearchParams({ email, password, authChallenge: 'true' }),
  });
  keep(login);
  const answer = (await login.json()) as { auth?: string; log?: string };
  if (answer.auth !== 'ok') throw new Error(`login of ${email} refused: ${answer.log ?? login.status}`);
  return cookie();
}
