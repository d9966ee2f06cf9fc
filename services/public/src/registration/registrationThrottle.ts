import { and, count, eq, gt, lt } from 'drizzle-orm';
import { admitUnderLimit, HOUR_MS, lockUntilCommit, schema, type Database, type ServiceContext } from '@canal/service-core';
import { registrationFailure } from './registrationFailure';

const { registrationAttempts } = schema;

/** The mailbox an address delivers to: lower case, without a +tag ('Claire+1@X.fr' and 'claire@x.fr' are one). */
export function mailboxOf(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  return `${lower.slice(0, at).replace(/\+.*$/, '')}${lower.slice(at)}`;
}

/**
 * Inside the registration's transaction: refuses the address past REGISTRATIONS_PER_ADDRESS_PER_HOUR
 * (429), and says whether the confirmation mail may go (at most one per mailbox and hour).
 * Transaction-scoped advisory locks make parallel registrations from one address or to one
 * mailbox wait for each other, so that a burst cannot slip between the count and the insert.
 */
export async function admitRegistration(tx: Database, ctx: ServiceContext, address: string, mailbox: string): Promise<{ mail: boolean }> {
  const since = new Date(ctx.now().getTime() - HOUR_MS);
  await admitUnderLimit(tx, {
    key: `registration-address:${address}`,
    limit: ctx.config.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    used: async (db) => {
      const [fromAddress] = await db
        .select({ total: count() })
        .from(registrationAttempts)
        .where(and(eq(registrationAttempts.address, address), gt(registrationAttempts.createdAt, since)));
      return fromAddress?.total ?? 0;
    },
    refusal: () => registrationFailure(429, 'rate_limited'),
  });

  await lockUntilCommit(tx, `registration-mailbox:${mailbox}`);
  const [mailed] = await tx
    .select({ total: count() })
    .from(registrationAttempts)
    .where(and(eq(registrationAttempts.mailbox, mailbox), eq(registrationAttempts.mailed, true), gt(registrationAttempts.createdAt, since)));
  const mail = (mailed?.total ?? 0) === 0;
  await tx.insert(registrationAttempts).values({ address, mailbox, mailed: mail, createdAt: ctx.now() });
  return { mail };
}

/** Rows older than the hour they count for: run with the login failures' purge. */
export async function purgeStaleRegistrationAttempts(ctx: ServiceContext): Promise<number> {
  const purged = await ctx.db
    .delete(registrationAttempts)
    .where(lt(registrationAttempts.createdAt, new Date(ctx.now().getTime() - HOUR_MS)))
    .returning({ id: registrationAttempts.id });
  return purged.length;
}
