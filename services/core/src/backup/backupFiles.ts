import fs from 'node:fs';
import path from 'node:path';

/** canal-pneumo-2026-11-22T02-30-00Z.tar.gz: the date in the name, so that names sort as dates do. */
const ARCHIVE_NAME = /^canal-pneumo-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz$/;

export const archiveNameFor = (at: Date) => `canal-pneumo-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`;

export interface BackupFile {
  name: string;
  path: string;
  bytes: number;
  /** The moment its name says it was taken. */
  takenAt: Date;
}

/** The archives of a backup folder, newest first (a missing folder has none). */
export function listBackups(folder: string): BackupFile[] {
  const names = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  return names
    .map((name) => ({ name, match: ARCHIVE_NAME.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ name, match }) => ({
      name,
      path: path.join(folder, name),
      bytes: fs.statSync(path.join(folder, name)).size,
      takenAt: new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`),
    }))
    .sort((a, b) => b.name.localeCompare(a.name));
}

/** Removes the archives beyond the `keep` newest; returns the names removed. */
export function pruneBackups(folder: string, keep: number): string[] {
  const removed = listBackups(folder).slice(keep);
  for (const backup of removed) fs.rmSync(backup.path, { force: true });
  return removed.map((backup) => backup.name);
}
