import { defineJob } from '../jobs/Jobs';

/** Every hour: expired and revoked session rows are deleted, so the table holds the live sessions only. */
export const sessionPurgeJob = defineJob({
  name: 'sessions:purge',
  schedule: '17 * * * *',
  async run(ctx) {
    const purged = await ctx.sessions.purge(ctx.now());
    if (purged > 0) ctx.logger.info('sessions purged', { purged });
  },
});
