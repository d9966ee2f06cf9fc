import { staffApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';

/** GET /api/_cron/mail: the e-mail outbox, latest first (admin). */
export const cronMail = defineRoute(staffApi.outbox)({
  access: 'admin',
  async handle({ ctx }) {
    const rows = await ctx.outbox.list();
    return {
      mail: 'complete',
      data: rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt ? row.sentAt.toISOString() : null,
        error: row.error,
      })),
    };
  },
});
