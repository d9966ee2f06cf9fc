import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withServerNodeOptions } from '../../tools/runtime/serverNodeOptions';

export const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A fresh folder for a server's data. World-readable: when the bench runs as root, the embedded
 * PostgreSQL runs as the `postgres` user and must reach its cluster inside (mkdtemp makes 0700).
 */
export function freshDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}

export interface Child {
  process: ChildProcess;
  /** The last lines it wrote, to say why it did not start. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * A TypeScript program run by tsx in a process group of its own, with the project's Node first on
 * PATH (tsx's `#!/usr/bin/env node`). Stopping sends SIGTERM to tsx, then to what is left of the
 * group, or SIGKILL after 15 s.
 */
export function startTsx(script: string, env: Record<string, string>, args: string[] = []): Child {
  return startProcess(tsx, [script, ...args], env);
}

/** A program (`command` and its arguments) in a process group of its own; stopped as startTsx says. */
export function startProcess(command: string, args: string[], env: Record<string, string>): Child {
  const child = spawn(command, args, {
    cwd: root,
    // Servers run as deployed: the same Node options as `npm start` and the Dockerfile.
    env: withServerNodeOptions({ ...process.env, ...env, PATH: `${path.join(root, 'node_modules/.bin')}:${process.env.PATH ?? ''}` }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    child.once('exit', () => resolve());
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  return {
    process: child,
    output: () => output,
    async stop() {
      // The program (tsx passes SIGTERM on to it) stops its own PostgreSQL gracefully.
      child.kill('SIGTERM');
      const done = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
      // The group may still hold a postgres whose parent is gone.
      signalGroup(done ? 'SIGTERM' : 'SIGKILL');
    },
  };
}

/** Resolves when `url` answers 200, or rejects with the child's last output. */
export async function waitForHttp(url: string, child: Child, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`${url}: the server stopped (code ${child.process.exitCode}):\n${child.output()}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${url} still not answering after ${timeoutMs} ms:\n${child.output()}`);
}

/** Every process below `pid`, from /proc (children of each thread). */
export function descendants(pid: number): number[] {
  const found: number[] = [];
  const visit = (parent: number) => {
    let tasks: string[] = [];
    try {
      tasks = fs.readdirSync(`/proc/${parent}/task`);
    } catch {
      return;
    }
    for (const task of tasks) {
      let children = '';
      try {
        children = fs.readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8');
      } catch {
        continue;
      }
      for (const child of children.split(/\s+/).filter(Boolean).map(Number)) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

export function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

export function processName(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * The node process that runs `script`: tsx's own CLI spawns a second node (with its loader) that
 * runs the program, so the one to measure is the descendant whose command line carries the loader.
 */
export function serverNodePid(tsxPid: number, script: string): number | null {
  const candidates = [tsxPid, ...descendants(tsxPid)].filter((pid) => {
    const line = commandLine(pid);
    return line.includes(script) && line.includes('--import');
  });
  return candidates[0] ?? null;
}

/** Resident memory of one process, in MB (VmRSS of /proc/<pid>/status). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * Proportional memory of a set of processes, in MB: PostgreSQL's backends share its buffers, so
 * adding their RSS would count the shared memory once per process; PSS splits it among them.
 */
export function pssMb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/^Pss:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended meanwhile
    }
  }
  return kb / 1024;
}
