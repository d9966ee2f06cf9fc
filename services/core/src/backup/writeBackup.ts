import fs from 'node:fs';
import path from 'node:path';
import type { Pool } from 'pg';
import { archiveNameFor, listBackups, type BackupFile } from './backupFiles';
import { BACKUP_FORMAT, type BackupManifest } from './backupManifest';
import { dumpDatabase } from './databaseDump';
import { runTar } from './runTar';

export interface BackupSource {
  pool: Pool;
  /** DATA_DIR: its uploads folder goes into the archive. */
  dataDir: string;
  backupDir: string;
  now: Date;
}

/**
 * One dated archive (tar.gz) of the database's rows and the uploads folder, written aside and
 * renamed when complete, so that a backup folder never shows half an archive.
 */
export async function writeBackup({ pool, dataDir, backupDir, now }: BackupSource): Promise<BackupFile> {
  fs.mkdirSync(backupDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(backupDir, '.en-cours-'));
  const name = archiveNameFor(now);
  const partial = path.join(backupDir, `.${name}.partiel`);
  try {
    const client = await pool.connect();
    let database: BackupManifest['database'];
    try {
      database = await dumpDatabase(client, staging);
    } finally {
      client.release();
    }
    const uploads = fs.existsSync(path.join(dataDir, 'uploads'));
    const manifest: BackupManifest = { format: BACKUP_FORMAT, version: 1, takenAt: now.toISOString(), database, uploads };
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await runTar(['-czf', partial, '-C', staging, 'manifest.json', 'database', ...(uploads ? ['-C', dataDir, 'uploads'] : [])]);
    fs.renameSync(partial, path.join(backupDir, name));
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
  const written = listBackups(backupDir).find((backup) => backup.name === name);
  if (!written) throw new Error(`Sauvegarde introuvable après écriture : ${name}`);
  return written;
}
