import { z } from 'zod';
import { DUMPED_SCHEMAS } from './databaseDump';

export const BACKUP_FORMAT = 'canal-pneumo-backup';

/** A PostgreSQL name as our schema writes them: the archive cannot name a path or a statement through it. */
const identifier = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);

/** manifest.json, read back at restore: what the archive holds, checked before anything is written. */
export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  takenAt: z.string(),
  database: z.object({
    newestMigration: z.number().int().min(0),
    tables: z.array(z.object({ schema: z.enum(DUMPED_SCHEMAS), name: identifier, columns: z.array(identifier).min(1), rows: z.number().int().min(0) })),
    sequences: z.array(z.object({ schema: z.enum(DUMPED_SCHEMAS), name: identifier, lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
  }),
  /** Whether the archive holds the uploads folder (a site without any upload has none). */
  uploads: z.boolean(),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;
