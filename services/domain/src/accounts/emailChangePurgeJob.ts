import { defineJob } from '@canal/service-core';
import { purgeOldEmailChanges } from './emailChange';

/** Every night: e-mail changes (old and new addresses) are not kept past their use (EMAIL_CHANGE_KEPT_MS). */
export const emailChangePurgeJob = defineJob({
  name: 'accounts:purgeEmailChanges',
  schedule: '43 3 * * *',
  async run(ctx) {
    const purged = await purgeOldEmailChanges(ctx);
    if (purged > 0) ctx.logger.info('e-mail changes purged', { purged });
  },
});
