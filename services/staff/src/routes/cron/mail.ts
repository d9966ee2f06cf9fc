import { defineRoute } from '@canal/service-core';

/** GET /api/_cron/mail: the e-mail outbox, latest first (admin). */
export const cronMail = defineRoute({
  method: 'get',
  path: '/api/_cron/mail',
  access: 'admin',
  async handle(ctx, _req, res) {
    const rows = await ctx.outbox.list();
    res.json({
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
    });
  },
});
