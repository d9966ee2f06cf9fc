import { staffApi } from '@canal/contracts';
import { defineRoute, HttpError, notFound, type ApiRoute } from '@canal/service-core';

/** GET /api/_cron/mail: the e-mail outbox, latest first, with each message's attachments (admin). */
export const cronMail = defineRoute(staffApi.outbox)({
  access: 'admin',
  async handle({ ctx }) {
    const rows = await ctx.outbox.list();
    return {
      mail: 'complete',
      delivers: ctx.outbox.deliversMail,
      data: rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt ? row.sentAt.toISOString() : null,
        error: row.error,
        attachments: row.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType })),
      })),
    };
  },
});

export const NO_SMTP = 'Aucun serveur SMTP n’est configuré (SMTP_URL) : les e-mails restent dans la boîte d’envoi.';

/** POST /api/_cron/mail/resend: a failed message goes out again once SMTP works (admin). */
export const cronMailResend = defineRoute(staffApi.outboxResend)({
  access: 'admin',
  async handle({ ctx, input }) {
    if (!ctx.outbox.deliversMail) throw new HttpError(409, NO_SMTP, 'no_smtp');
    if (!(await ctx.outbox.resend(input.id))) throw notFound('Ce message n’existe pas.');
    return { mail: 'complete' };
  },
});

export const cronMailRoutes: ApiRoute[] = [cronMail, cronMailResend];
