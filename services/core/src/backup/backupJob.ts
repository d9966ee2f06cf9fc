import { defineJob } from '../jobs/Jobs';
import { pruneBackups } from './backupFiles';
import { writeBackup } from './writeBackup';

/**
 * Every night, in whichever process takes it (a crontab tick runs once across processes): a backup
 * into BACKUP_DIR, then the archives beyond the BACKUP_KEEP newest are removed. BACKUP_KEEP=0: none.
 */
export const backupJob = defineJob({
  name: 'ops:backup',
  schedule: '30 2 * * *',
  async run(ctx) {
    const keep = ctx.config.BACKUP_KEEP;
    const pool = ctx.operations.pool;
    if (keep === 0 || !pool) return;
    const written = await writeBackup({ pool, dataDir: ctx.config.dataDir, backupDir: ctx.config.backupDir, now: ctx.now() });
    const removed = pruneBackups(ctx.config.backupDir, keep);
    ctx.logger.info('backup written', { archive: written.name, bytes: written.bytes, removed });
  },
});
