import { defineJob } from '@canal/service-core';
import { purgeStaleRegistrationAttempts } from '../registration/registrationThrottle';
import { purgeStaleLoginFailures } from '@canal/service-core';

/** Every quarter of an hour: login failures and registration counts that no longer count are deleted. */
export const purgeThrottlesJob = defineJob({
  name: 'public:purgeThrottles',
  schedule: '*/15 * * * *',
  async run(ctx) {
    const logins = await purgeStaleLoginFailures(ctx);
    const registrations = await purgeStaleRegistrationAttempts(ctx);
    if (logins + registrations > 0) ctx.logger.info('stale throttles purged', { logins, registrations });
  },
});
