import { execFileSync, spawnSync } from 'node:child_process';

/** The system user PostgreSQL runs as when the server is started by root (PostgreSQL refuses root). */
export interface PostgresUser {
  uid: number;
  gid: number;
}

const idOf = (flag: '-u' | '-g') => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());

/** The `postgres` user, created (system user, no home) when the machine has none. */
export function ensurePostgresUser(): PostgresUser {
  try {
    return { uid: idOf('-u'), gid: idOf('-g') };
  } catch {
    const hasGroup = spawnSync('getent', ['group', 'postgres']).status === 0;
    const group = hasGroup ? ['-g', 'postgres'] : ['--user-group'];
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', ...group, 'postgres']);
    return { uid: idOf('-u'), gid: idOf('-g') };
  }
}

/**
 * Whether `user` can go down to `target` and use it: search permission on every folder above it and
 * `test`'s check on the target (`-x`: enter a folder or run a file). Asked of the system as that user
 * (a child process under its uid and gid, as PostgreSQL will run), so modes, owners and ACLs all count.
 */
export function reachableBy(user: PostgresUser, target: string, check: '-x' | '-r' = '-x'): boolean {
  return spawnSync('test', [check, target], { uid: user.uid, gid: user.gid, cwd: '/', stdio: 'ignore' }).status === 0;
}
