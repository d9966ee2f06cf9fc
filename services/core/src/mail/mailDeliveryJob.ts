import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { mailOutbox } from '../db/schema';
import { defineJob } from '../jobs/Jobs';

export const MAIL_DELIVERY_JOB = 'mail:deliver';

const transports = new Map<string, Transporter>();
/** nodemailer is loaded by the first mail a process sends: most processes (a live instance) never send one. */
async function transportFor(url: string): Promise<Transporter> {
  let transport = transports.get(url);
  if (!transport) {
    const { default: nodemailer } = await import('nodemailer');
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

/** Delivers one outbox row over SMTP; a failure is written on the row and retried with backoff. */
export const mailDeliveryJob = defineJob<{ id: number }>({
  name: MAIL_DELIVERY_JOB,
  async run(ctx, { id }) {
    const smtpUrl = ctx.config.SMTP_URL;
    if (!smtpUrl) return;
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!row || row.sentAt) return;
    try {
      await (
        await transportFor(smtpUrl)
      ).sendMail({ from: ctx.config.MAIL_FROM, to: row.to, subject: row.subject, text: row.text, attachments: row.attachments, headers: row.headers });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      ctx.logger.warn('mail delivery failed', { id, error: message });
      await ctx.db.update(mailOutbox).set({ error: message }).where(eq(mailOutbox.id, id));
      throw error;
    }
    await ctx.db.update(mailOutbox).set({ sentAt: ctx.now(), error: null }).where(eq(mailOutbox.id, id));
  },
});
