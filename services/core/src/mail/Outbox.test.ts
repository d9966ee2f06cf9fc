import { eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import { createTestContext } from '../testing/createTestContext';
import { startFakeSmtp } from '../testing/startFakeSmtp';
import { runDueJobs } from '../jobs/pgJobs';
import { mailDeliveryJob } from './mailDeliveryJob';

describe('the e-mail outbox', () => {
  it('keeps the e-mail in the outbox when no SMTP server is configured', async () => {
    const { ctx, database } = await createTestContext();
    const id = await ctx.outbox.send({ to: 'dr.martin@exemple.fr', subject: 'Bienvenue', text: 'Bonjour' });
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ to: 'dr.martin@exemple.fr', subject: 'Bienvenue', sentAt: null });
    await database.close();
  });

  it('answers at once, then a job delivers through SMTP_URL and marks the row sent', async () => {
    const smtp = await startFakeSmtp();
    const { ctx, database } = await createTestContext({ SMTP_URL: smtp.url });
    const id = await ctx.outbox.send({ to: 'dr.martin@exemple.fr', subject: 'Votre mot de passe', text: 'Voici votre lien.' });
    expect(smtp.messages).toHaveLength(0);
    await runDueJobs(ctx, database.pool, [mailDeliveryJob]);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('Subject: Votre mot de passe');
    expect(smtp.messages[0]).toContain('Voici votre lien.');
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row.sentAt).not.toBeNull();
    expect(row.error).toBeNull();
    await database.close();
    await smtp.close();
  });

  it('hands no mail for a deleted account’s address (the reserved .invalid domain) to SMTP, and says so on the row', async () => {
    const smtp = await startFakeSmtp();
    const { ctx, database } = await createTestContext({ SMTP_URL: smtp.url });
    const id = await ctx.outbox.send({ to: 'deleted-12@invalid', subject: 'Rappel', text: 'Bonjour' });
    await ctx.outbox.send({ to: 'dr.martin@exemple.fr', subject: 'Rappel', text: 'Bonjour' });
    await runDueJobs(ctx, database.pool, [mailDeliveryJob]);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('dr.martin@exemple.fr');
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ sentAt: null, error: 'Adresse d’un compte supprimé : message non envoyé.' });
    await database.close();
    await smtp.close();
  });

  it('records the failure, and keeps the e-mail, when the SMTP server is unreachable', async () => {
    const { ctx, database } = await createTestContext({ SMTP_URL: 'smtp://127.0.0.1:9' });
    const id = await ctx.outbox.send({ to: 'dr.martin@exemple.fr', subject: 'Relance', text: '...' });
    await runDueJobs(ctx, database.pool, [mailDeliveryJob]);
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row.sentAt).toBeNull();
    expect(row.error).toBeTruthy();
    // The job stays queued for a later attempt (exponential backoff), nothing is lost.
    const queued = await database.pool.query(`select attempts, run_at > now() as later from graphile_worker.jobs where task_identifier = 'mail:deliver'`);
    expect(queued.rows).toEqual([{ attempts: 1, later: true }]);
    await database.close();
  });
});
