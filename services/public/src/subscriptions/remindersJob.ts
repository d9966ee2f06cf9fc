import { defineJob } from '@canal/service-core';
import { sendDueReminders } from '@canal/domain';

/** Every minute: the reminders due are sent (each once, whichever process runs the tick). */
export const remindersJob = defineJob({
  name: 'public:reminders',
  schedule: '* * * * *',
  async run(ctx) {
    const sent = await sendDueReminders(ctx);
    if (sent > 0) ctx.logger.info('session reminders sent', { sent });
  },
});
