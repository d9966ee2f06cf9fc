import { desc } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { mailOutbox, type MailAttachment } from '../db/schema';
import { pgJobs } from '../jobs/pgJobs';
import { MAIL_DELIVERY_JOB } from './mailDeliveryJob';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/**
 * Every e-mail is a row of the outbox first; with SMTP_URL a job then delivers it, so a request
 * never waits for SMTP (and a reset request takes the same time whether the address exists or not).
 */
export class Outbox {
  constructor(
    private readonly db: Database,
    private readonly delivers: boolean,
  ) {}

  /** The same outbox writing inside the caller's transaction: the mail exists only if the caller's writes do. */
  within(tx: Database): Outbox {
    return new Outbox(tx, this.delivers);
  }

  async send(mail: OutgoingMail): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (this.delivers) await pgJobs(tx as unknown as Database).add(MAIL_DELIVERY_JOB, { id: row.id }, { key: `mail:${row.id}`, maxAttempts: 8 });
      return row.id;
    });
  }

  list(limit = 200) {
    return this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  }
}
