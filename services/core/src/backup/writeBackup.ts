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
  // An archive holds every account's data: the owner's alone, the folder too (also one made before, 0755).
  fs.mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(backupDir, 0o700);
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
    // Made 0600 before tar writes into it (tar keeps an existing file's mode), and checked after.
    fs.closeSync(fs.openSync(partial, 'w', 0o600));
    await runTar(['-czf', partial, '-C', staging, 'manifest.json', 'database', ...(uploads ? ['-C', dataDir, 'uploads'] : [])]);
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, path.join(backupDir, name));
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
  const written = listBackups(backupDir).find((backup) => backup.name === name);
  if (!written) throw new Error(`Sauvegarde introuvable après écriture : ${name}`);
  return written;
}
