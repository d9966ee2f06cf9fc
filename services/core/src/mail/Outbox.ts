import { desc, eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/openDatabase';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../log/createLogger';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Every e-mail is written to the outbox table first; with SMTP_URL it is then delivered. */
export class Outbox {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(mail: OutgoingMail): Promise<number> {
    const [row] = await this.db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
    if (this.transport) await this.deliver(row.id, mail);
    return row.id;
  }

  list(limit = 200) {
    return this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  }

  private async deliver(id: number, mail: OutgoingMail): Promise<void> {
    try {
      await this.transport?.sendMail({ from: this.from, ...mail });
      await this.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn('mail delivery failed', { id, error: message });
      await this.db.update(mailOutbox).set({ error: message }).where(eq(mailOutbox.id, id));
    }
  }
}
