import { lt } from 'drizzle-orm';
import { temporaryUploads } from '../db/schema';
import { defineJob } from '../jobs/Jobs';
import { uploadStorageOf } from './uploadStorageOf';

/** An upload not attached to a saved form within this time never will be: a form is filled in minutes. */
export const TEMPORARY_UPLOAD_LIFETIME_MS = 24 * 3600_000;

/** Every hour: the uploads left under tmp/ by forms never saved (a page closed, a registration given up) are removed. */
export const uploadPurgeJob = defineJob({
  name: 'uploads:purge',
  schedule: '41 * * * *',
  async run(ctx) {
    const before = new Date(ctx.now().getTime() - TEMPORARY_UPLOAD_LIFETIME_MS);
    const purged = await uploadStorageOf(ctx).purgeTemporary(before);
    // Their records go with them: past a day they weigh on nothing and count in no hour.
    await ctx.db.delete(temporaryUploads).where(lt(temporaryUploads.createdAt, before));
    if (purged > 0) ctx.logger.info('temporary uploads purged', { purged });
  },
});
