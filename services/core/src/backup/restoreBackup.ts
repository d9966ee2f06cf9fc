import fs from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { startEmbeddedPostgres } from '../db/embeddedPostgres';
import { migrationsFolder } from '../db/openDatabase';
import { installJobTables } from '../jobs/pgJobs';
import type { Logger } from '../log/createLogger';
import { backupManifestSchema, type BackupManifest } from './backupManifest';
import { loadDatabase } from './databaseDump';
import { runTar } from './runTar';

/** A restore refused before anything was written: the message says why, in French. */
export class RestoreRefused extends Error {}

export interface RestoreTarget {
  archive: string;
  /** An empty data folder: the uploads go there, and the embedded database when `databaseUrl` is absent. */
  dataDir: string;
  /** An empty PostgreSQL database (split mode); absent, the embedded one is made in `dataDir/postgres`. */
  databaseUrl?: string;
  logger: Logger;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  uploads: boolean;
}

const holdsAnything = (folder: string) => fs.existsSync(folder) && fs.readdirSync(folder).length > 0;

function assertEmptyDataDir(dataDir: string, embedded: boolean): void {
  const cluster = path.join(dataDir, 'postgres');
  if (embedded && (fs.existsSync(cluster) || fs.lstatSync(cluster, { throwIfNoEntry: false })?.isSymbolicLink())) {
    throw new RestoreRefused(
      `Le dossier de données « ${dataDir} » contient déjà une base (postgres/) : la restauration se fait dans un dossier de données vide.`,
    );
  }
  if (holdsAnything(path.join(dataDir, 'uploads'))) {
    throw new RestoreRefused(
      `Le dossier de données « ${dataDir} » contient déjà des fichiers déposés (uploads/) : la restauration se fait dans un dossier de données vide.`,
    );
  }
}

function readManifest(folder: string): BackupManifest {
  const file = path.join(folder, 'manifest.json');
  const parsed = fs.existsSync(file) ? backupManifestSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8'))) : null;
  if (!parsed?.success) throw new RestoreRefused('Cette archive n’est pas une sauvegarde de Canal Pneumo (manifest.json absent ou illisible).');
  return parsed.data;
}

/**
 * The migrations up to the archive's own, in a folder of their own (drizzle applies a folder's
 * journal whole): the rows are loaded into the schema they were taken from, and the server's next
 * start applies the migrations that came after.
 */
function migrationsUpTo(newest: number, into: string): string {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number; tag: string }>;
  };
  const newestOfCode = Math.max(0, ...journal.entries.map((entry) => entry.when));
  if (newest > newestOfCode) {
    throw new RestoreRefused('Cette sauvegarde vient d’une version plus récente de Canal Pneumo : restaurez-la avec cette version-là.');
  }
  const folder = path.join(into, 'migrations');
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const entries = journal.entries.filter((entry) => entry.when <= newest);
  for (const entry of entries) fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

async function assertEmptyDatabase(pool: Pool, url: string): Promise<void> {
  const { rows } = await pool.query<{ tables: string }>(
    `select count(*) as tables from pg_tables where schemaname in ('public', 'graphile_worker', 'drizzle')`,
  );
  if (Number(rows[0]?.tables ?? 0) > 0) {
    throw new RestoreRefused(`La base « ${new URL(url).pathname.slice(1)} » contient déjà des tables : la restauration se fait dans une base vide.`);
  }
}

/**
 * `npm run db:restore -- <archive>`: the database (migrated to the archive's migration, then its
 * rows) and the uploads folder, into an empty data folder (and an empty database in split mode).
 */
export async function restoreBackup({ archive, dataDir, databaseUrl, logger }: RestoreTarget): Promise<RestoreSummary> {
  if (!fs.existsSync(archive)) throw new RestoreRefused(`Archive introuvable : « ${archive} ».`);
  assertEmptyDataDir(dataDir, !databaseUrl);
  fs.mkdirSync(dataDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(dataDir, '.restauration-'));
  try {
    await runTar(['-xzf', archive, '-C', staging]);
    const manifest = readManifest(staging);
    const migrations = migrationsUpTo(manifest.database.newestMigration, staging);
    const embedded = databaseUrl ? null : await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres'), logger });
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- needed: without it the URL is string | undefined (the rule misreads `??`); embedded is started exactly when no URL is given.
    const url = databaseUrl ?? (embedded?.url as string);
    const pool = new Pool({ connectionString: url, max: 2 });
    // The embedded server is stopped right after: an idle connection it ends must not crash the process.
    pool.on('error', () => undefined);
    try {
      await assertEmptyDatabase(pool, url);
      await migrate(drizzle(pool), { migrationsFolder: migrations });
      await installJobTables(pool, logger);
      const client = await pool.connect();
      try {
        await loadDatabase(client, staging, manifest.database);
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
      await embedded?.stop();
    }
    if (manifest.uploads && fs.existsSync(path.join(staging, 'uploads'))) {
      fs.rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });
      fs.renameSync(path.join(staging, 'uploads'), path.join(dataDir, 'uploads'));
    }
    return { tables: manifest.database.tables.length, rows: manifest.database.tables.reduce((sum, table) => sum + table.rows, 0), uploads: manifest.uploads };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
