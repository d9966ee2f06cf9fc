import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from '../log/createLogger';
import type { PostgresBinaries } from './postgresBinaries';
import type { PostgresUser } from './postgresUser';

/**
 * initdb and postgres run by our own process: as the `postgres` user when root (uid and gid of the
 * child), from `/` (the folder the server was started in may be closed to that user), with English
 * messages (the ready line below is read from them).
 */
function run(binary: string, args: string[], user: PostgresUser | null): ChildProcess {
  return spawn(binary, args, {
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
    cwd: '/',
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function logLines(child: ChildProcess, logger: Logger, onLine: (line: string) => void = () => undefined): () => string {
  let output = '';
  const read = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-4000);
    for (const line of text.split('\n').filter(Boolean)) {
      logger.debug('postgres', { message: line.trim() });
      onLine(line);
    }
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  return () => output;
}

export interface NewCluster {
  binaries: PostgresBinaries;
  cluster: string;
  user: PostgresUser | null;
  superuser: string;
  password: string;
  logger: Logger;
}

/** Creates the cluster (UTF-8 whatever the machine's locale), its superuser and password, owned by the user that will run it. */
export async function initCluster({ binaries, cluster, user, superuser, password, logger }: NewCluster): Promise<void> {
  fs.mkdirSync(cluster, { recursive: true, mode: 0o700 });
  const secret = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-pg-init-'));
  const passwordFile = path.join(secret, 'password');
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (user) for (const owned of [cluster, secret, passwordFile]) fs.chownSync(owned, user.uid, user.gid);
  try {
    const child = run(
      binaries.initdb,
      [`--pgdata=${cluster}`, '--auth=password', `--username=${superuser}`, `--pwfile=${passwordFile}`, '--encoding=UTF8', '--lc-messages=C'],
      user,
    );
    const output = logLines(child, logger);
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    if (code !== 0) throw new Error(`initdb a échoué (code ${code}) : ${output()}`);
  } finally {
    fs.rmSync(secret, { recursive: true, force: true });
  }
}

export interface RunningPostgres {
  stop(): Promise<void>;
}

export interface PostgresStart {
  binaries: PostgresBinaries;
  cluster: string;
  user: PostgresUser | null;
  port: number;
  flags: string[];
  logger: Logger;
}

/** Starts postgres on the cluster and resolves once it accepts connections. */
export async function startPostgres({ binaries, cluster, user, port, flags, logger }: PostgresStart): Promise<RunningPostgres> {
  const child = run(binaries.postgres, ['-D', cluster, '-p', String(port), ...flags], user);
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  // A crash of our process must not leave the server holding the cluster (a kill -9 still does: stopOrphan).
  const stopWithUs = () => child.kill('SIGINT');
  process.once('exit', stopWithUs);
  await new Promise<void>((resolve, reject) => {
    const output = logLines(child, logger, (line) => {
      if (line.includes('database system is ready to accept connections')) resolve();
    });
    void exited.then(() => reject(new Error(`PostgreSQL s’est arrêté au démarrage : ${output()}`)));
  });
  return {
    async stop() {
      process.off('exit', stopWithUs);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}
