import { defineJob } from '../jobs/Jobs';
import { uploadStorageOf } from './uploadStorageOf';

/** An upload not attached to a saved form within this time never will be: a form is filled in minutes. */
export const TEMPORARY_UPLOAD_LIFETIME_MS = 24 * 3600_000;

/** Every hour: the uploads left under tmp/ by forms never saved (a page closed, a registration given up) are removed. */
export const uploadPurgeJob = defineJob({
  name: 'uploads:purge',
  schedule: '41 * * * *',
  async run(ctx) {
    const purged = await uploadStorageOf(ctx).purgeTemporary(new Date(ctx.now().getTime() - TEMPORARY_UPLOAD_LIFETIME_MS));
    if (purged > 0) ctx.logger.info('temporary uploads purged', { purged });
  },
});
