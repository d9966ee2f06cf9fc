import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { startEmbeddedPostgres } from '../db/embeddedPostgres';
import { openDatabase } from '../db/openDatabase';
import { themes, users } from '../db/schema';
import { createLogger } from '../log/createLogger';
import { rowsOf } from '../db/rowsOf';
import { createTestContext } from '../testing/createTestContext';
import { makeTheme, makeUser } from '../testing/factories';
import { listBackups } from './backupFiles';
import { backupJob } from './backupJob';
import { restoreBackup } from './restoreBackup';
import { writeBackup } from './writeBackup';

const logger = createLogger('silent');

/** A data folder the postgres user can reach (when run as root), so that its cluster stays inside it. */
function dataFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-backup-'));
  fs.chmodSync(folder, 0o755);
  return folder;
}

function writeUpload(dataDir: string, key: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dataDir, 'uploads', key)), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'uploads', key), text);
}

describe('backups that restore', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('backs up, and after the data changed, restores it as it was into an empty data folder (embedded PostgreSQL)', async () => {
    const { ctx, database, close } = await createTestContext();
    const source = dataFolder();
    const target = dataFolder();
    folders.push(source, target);
    try {
      const member = await makeUser(ctx, { lastname: 'Lefèvre' });
      const theme = await makeTheme(ctx, { name: 'Asthme sévère' });
      await ctx.jobs.add('mail:deliver', { id: 41 }, { runAt: new Date(Date.now() + 86_400_000), key: 'sauvegarde' });
      writeUpload(source, 'events/1/programme.txt', 'programme du 12 mars');

      const archive = await writeBackup({
        pool: database.pool,
        dataDir: source,
        backupDir: path.join(source, 'backups'),
        now: new Date('2026-11-22T02:30:00Z'),
      });
      expect(archive.name).toBe('canal-pneumo-2026-11-22T02-30-00Z.tar.gz');
      expect(listBackups(path.join(source, 'backups')).map((backup) => backup.name)).toEqual([archive.name]);

      // The day goes on: a name changed, a theme deleted, a file replaced, another added.
      await ctx.db.update(users).set({ lastname: 'Changé' }).where(eq(users.id, member.id));
      await ctx.db.delete(themes).where(eq(themes.id, theme.id));
      writeUpload(source, 'events/1/programme.txt', 'programme modifié');
      writeUpload(source, 'events/2/nouveau.txt', 'ajouté après');

      const summary = await restoreBackup({ archive: archive.path, dataDir: target, logger });
      expect(summary.uploads).toBe(true);
      expect(summary.rows).toBeGreaterThan(0);

      const server = await startEmbeddedPostgres({ dir: path.join(target, 'postgres'), logger });
      const restored = await openDatabase({ url: server.url, maxConnections: 2 });
      try {
        const [person] = await restored.db.select().from(users).where(eq(users.id, member.id));
        expect(person?.lastname).toBe('Lefèvre');
        const [kept] = await restored.db.select().from(themes).where(eq(themes.id, theme.id));
        expect(kept?.name).toBe('Asthme sévère');
        const jobs = await rowsOf<{ key: string }>(restored.db, sql`select key from graphile_worker.jobs where task_identifier = 'mail:deliver'`);
        expect(jobs.map((job) => job.key)).toEqual(['sauvegarde']);
        // The sequences went back where they were: the next row gets a new id.
        const [next] = await restored.db.insert(users).values({ email: 'apres.restauration@exemple.fr', passwordHash: 'x', role: 'member' }).returning();
        expect(next.id).toBeGreaterThan(member.id);
      } finally {
        await restored.close();
        await server.stop();
      }
      expect(fs.readFileSync(path.join(target, 'uploads', 'events/1/programme.txt'), 'utf8')).toBe('programme du 12 mars');
      expect(fs.existsSync(path.join(target, 'uploads', 'events/2/nouveau.txt'))).toBe(false);

      await expect(restoreBackup({ archive: archive.path, dataDir: target, logger })).rejects.toThrow(
        `Le dossier de données « ${target} » contient déjà une base (postgres/) : la restauration se fait dans un dossier de données vide.`,
      );
    } finally {
      await close();
    }
  });

  it('refuses a file that is not a backup, and writes nothing', async () => {
    const target = dataFolder();
    folders.push(target);
    const notABackup = path.join(target, 'photo.tar.gz');
    fs.writeFileSync(notABackup, 'ceci n’est pas une archive');
    await expect(restoreBackup({ archive: notABackup, dataDir: path.join(target, 'donnees'), logger })).rejects.toThrow(/tar a échoué/);
    expect(fs.readdirSync(path.join(target, 'donnees'))).toEqual([]);
  });

  it('keeps the last BACKUP_KEEP archives of the nightly job', async () => {
    const dataDir = dataFolder();
    folders.push(dataDir);
    // A folder made before, readable by all: the job closes it.
    fs.mkdirSync(path.join(dataDir, 'backups'), { mode: 0o755 });
    const { ctx, close } = await createTestContext({ DATA_DIR: dataDir, BACKUP_KEEP: '2' });
    try {
      for (const night of ['2026-11-20', '2026-11-21', '2026-11-22']) {
        ctx.now = () => new Date(`${night}T02:30:00Z`);
        await backupJob.run(ctx, {});
      }
      expect(listBackups(path.join(dataDir, 'backups')).map((backup) => backup.name)).toEqual([
        'canal-pneumo-2026-11-22T02-30-00Z.tar.gz',
        'canal-pneumo-2026-11-21T02-30-00Z.tar.gz',
      ]);
      // Every account's data: readable by the server's user only.
      expect(fs.statSync(path.join(dataDir, 'backups')).mode & 0o777).toBe(0o700);
      for (const backup of listBackups(path.join(dataDir, 'backups'))) expect(fs.statSync(backup.path).mode & 0o777).toBe(0o600);
    } finally {
      await close();
    }
  });
});
