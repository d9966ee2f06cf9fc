import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { mailOutbox, type MailAttachment } from '../db/schema';
import { pgJobs } from '../jobs/pgJobs';
import { MAIL_DELIVERY_JOB } from './mailDeliveryJob';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /** Headers handed to SMTP as they are: a marketing mail's List-Unsubscribe pair (domain optins/marketingMail.ts). */
  headers?: Record<string, string>;
}

/**
 * Addresses under the reserved top-level domain `.invalid` (RFC 6761), such as a deleted account's
 * `deleted-{id}@invalid`: no mail can reach them, so none is handed to SMTP.
 */
export const isUndeliverable = (address: string) => /@([^@]+\.)?invalid$/i.test(address.trim());
export const UNDELIVERABLE = 'Adresse d’un compte supprimé : message non envoyé.';

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

  /** Writes the message; a job delivers it, unless its address is undeliverable (the row then says why, for the outbox page). */
  async send(mail: OutgoingMail): Promise<number> {
    const undeliverable = isUndeliverable(mail.to);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mailOutbox)
        .values({ ...mail, error: undeliverable ? UNDELIVERABLE : null })
        .returning({ id: mailOutbox.id });
      if (this.delivers && !undeliverable) await pgJobs(tx).add(MAIL_DELIVERY_JOB, { id: row.id }, { key: `mail:${row.id}`, maxAttempts: 8 });
      return row.id;
    });
  }

  /** Whether a job delivers the messages (SMTP_URL is set); otherwise they stay here, for the outbox page. */
  get deliversMail(): boolean {
    return this.delivers;
  }

  /**
   * Sends a message again (a failed one, after SMTP came back): its error is cleared and a new
   * delivery job is added, replacing any still pending for it. False when the message does not exist.
   */
  async resend(id: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const updated = await tx.update(mailOutbox).set({ error: null, sentAt: null }).where(eq(mailOutbox.id, id)).returning({ id: mailOutbox.id });
      if (updated.length === 0) return false;
      if (this.delivers) await pgJobs(tx).add(MAIL_DELIVERY_JOB, { id }, { key: `mail:${id}`, maxAttempts: 8 });
      return true;
    });
  }

  list(limit = 200) {
    return this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  }
}
