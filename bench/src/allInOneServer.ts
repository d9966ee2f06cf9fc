import fs from 'node:fs';
import { freePort } from '@canal/service-core';
import { freshDir, serverNodePid, startTsx, waitForHttp, type Child } from './processes';

export const ALL_IN_ONE = 'services/gateway/src/allInOne.ts';

export interface RunningServer {
  url: string;
  child: Child;
  /** The node process that runs the server (tsx's CLI is its parent). */
  nodePid: number;
  startedInMs: number;
  stop(): Promise<void>;
}

/**
 * `npm start`'s process, started as the user would (minus the build): a fresh data folder, its own
 * embedded PostgreSQL unless DATABASE_URL is given, rate limits out of the way of the load.
 */
export async function startAllInOne(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = freshDir('canal-bench-');
  const started = Date.now();
  const child = startTsx(ALL_IN_ONE, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await child.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/api/ping`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  const startedInMs = Date.now() - started;
  const nodePid = child.process.pid ? serverNodePid(child.process.pid, ALL_IN_ONE) : null;
  if (!nodePid) {
    await stop();
    throw new Error('the all-in-one node process was not found under tsx');
  }
  return { url, child, nodePid, startedInMs, stop };
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
