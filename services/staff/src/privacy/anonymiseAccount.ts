import { and, eq, gt, inArray, or, sql, type Column } from 'drizzle-orm';
import { privacyApi } from '@canal/contracts';
import { badRequest, inTransaction, recordChange, removeFilesTakenOut, schema, sha256, type ServiceContext } from '@canal/service-core';
import { STATUS_LABELS, type AccountStatus } from '../account/accountOptions';

const s = schema;

export const INVALID_DELETION_LINK = 'Ce lien de suppression est invalide, a expiré ou a déjà servi.';
export const ACCOUNT_DELETED = 'Votre compte a été supprimé. Merci d’avoir utilisé Canal Pneumo.';

/** A unique address that no mail can reach (RFC 6761's `.invalid`), so that the e-mail column stays unique. */
export const deletedAccountEmail = (id: number) => `deleted-${id}@invalid`;

/** The history modules whose rows are about the account itself: their values are personal data. */
const ACCOUNT_HISTORY_MODULES = ['account', 'me', 'optins'];

type Account = typeof s.users.$inferSelect;

/**
 * Everything erased, through a context whose writers write in one transaction (the README beside
 * this file says why each part goes or stays). Rows that count in reports (subscriptions, presence,
 * attendance, questions, quiz and feedback answers, media progress and ratings) stay, pointing at
 * the anonymised account.
 */
async function eraseAccount(txCtx: ServiceContext, account: Account): Promise<void> {
  const tx = txCtx.db;
  const now = txCtx.now();
  const id = account.id;
  const oldAddress = account.email.toLowerCase();
  const sameAddress = (column: Column) => sql`lower(${column}) = ${oldAddress}`;

  // Every way in closes with the same commit: links, sessions, password.
  await tx.delete(s.accountDeletionKeys).where(eq(s.accountDeletionKeys.userId, id));
  await tx.delete(s.passwordResetKeys).where(eq(s.passwordResetKeys.userId, id));
  // A change of address under way (or done) names the old and the new address: both are the holder's.
  await tx.delete(s.emailChanges).where(eq(s.emailChanges.userId, id));
  // Revoked with the commit; every process forgets the cached sessions once it is done.
  await txCtx.sessions.revokeAllOfUser(id);
  await tx.delete(s.loginFailures).where(eq(s.loginFailures.account, oldAddress));

  // What the member wrote or chose for themself alone.
  await tx.delete(s.optinChanges).where(eq(s.optinChanges.userId, id));
  await tx.delete(s.chatThreads).where(eq(s.chatThreads.userId, id));
  // The daily quota's ledger: only a live account has a quota.
  await tx.delete(s.chatSentMessages).where(eq(s.chatSentMessages.userId, id));
  await tx.delete(s.savedViews).where(eq(s.savedViews.userId, id));
  await tx.delete(s.mediaShares).where(eq(s.mediaShares.userId, id));
  await tx.delete(s.contactMessages).where(or(eq(s.contactMessages.userId, id), sameAddress(s.contactMessages.email)));

  // Mails planned or kept for the old address, and what waits for it.
  await tx.delete(s.eventReminders).where(eq(s.eventReminders.userId, id));
  await tx.delete(s.pendingSubscriptions).where(eq(s.pendingSubscriptions.userId, id));
  await tx.delete(s.eventInvitations).where(sameAddress(s.eventInvitations.email));
  await tx.delete(s.eventNotifyRequests).where(sameAddress(s.eventNotifyRequests.email));
  await tx.delete(s.mailOutbox).where(sameAddress(s.mailOutbox.to));

  // The history keeps who changed which field of the account, and when, but no longer the values.
  await tx
    .update(s.auditLog)
    .set({
      changes: sql`(select coalesce(jsonb_object_agg(key, value || '{"old": "(effacé)", "new": "(effacé)"}'::jsonb), '{}'::jsonb) from jsonb_each(${s.auditLog.changes}))`,
    })
    .where(and(inArray(s.auditLog.module, ACCOUNT_HISTORY_MODULES), eq(s.auditLog.itemId, String(id))));
  await tx
    .update(s.auditLog)
    .set({ userEmail: deletedAccountEmail(id) })
    .where(eq(s.auditLog.userId, id));

  // Profession, universe and role stay: categories for statistics, which name nobody.
  await tx
    .update(s.users)
    .set({
      email: deletedAccountEmail(id),
      passwordHash: '',
      firstname: '',
      lastname: privacyApi.DELETED_ACCOUNT_NAME,
      cell: null,
      city: null,
      jobPrecision: null,
      directoryVerdict: null,
      subRole: null,
      eventCategories: [],
      studentAuthorisation: [],
      optins: {},
      hasUpdatedOptins: null,
      status: 'deleted',
      updatedAt: now,
    })
    .where(eq(s.users.id, id));
  const status = STATUS_LABELS[account.status as AccountStatus] ?? account.status;
  await recordChange(txCtx, {
    user: null,
    module: 'account',
    itemId: id,
    action: 'update',
    changes: { accountStatus: { label: 'Statut', old: status, new: STATUS_LABELS.deleted } },
  });
}

/**
 * The e-mailed link is used: the key is claimed (deleted, so a second click finds nothing) and the
 * account anonymised in one transaction; an unknown, used or expired key writes nothing. Once it is
 * committed, the account's uploads leave the storage. Answers the account's id.
 */
export function confirmAccountDeletion(ctx: ServiceContext, key: string): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const now = tx.now();
    const [claimed] = await tx.db
      .delete(s.accountDeletionKeys)
      .where(and(eq(s.accountDeletionKeys.keyHash, sha256(key)), gt(s.accountDeletionKeys.expiresAt, now)))
      .returning({ userId: s.accountDeletionKeys.userId });
    if (!claimed) throw badRequest(INVALID_DELETION_LINK);
    if (!(await anonymiseLocked(ctx, tx, claimed.userId))) throw badRequest(INVALID_DELETION_LINK);
    return claimed.userId;
  });
}

/** Locks the account and erases it inside the caller's transaction; false when it is missing or already deleted. */
async function anonymiseLocked(ctx: ServiceContext, tx: ServiceContext, userId: number, lastContactBefore?: Date): Promise<boolean> {
  const [account] = await tx.db.select().from(s.users).where(eq(s.users.id, userId)).for('update');
  if (!account || account.status === 'deleted') return false;
  // Checked under the row's lock: a login between the job's choice and this transaction keeps the account.
  if (lastContactBefore && account.lastContactAt > lastContactBefore) return false;
  await eraseAccount(tx, account);
  // The uploads leave the storage once the erasure is committed: a rollback keeps them.
  await tx.afterCommit(async () => void (await removeFilesTakenOut(ctx, account.id, account, { studentAuthorisation: [] })));
  return true;
}

/**
 * Anonymises one account in a transaction of its own, exactly as a confirmed deletion does (the
 * retention job at the three-year mark, staff privacy/retention.ts), unless its last contact is
 * later than `lastContactBefore`. False when the account is missing, already deleted or was seen
 * since: nothing is written. `within` writes in the same transaction (the retention's count).
 */
export function anonymiseAccount(
  ctx: ServiceContext,
  userId: number,
  options: { lastContactBefore?: Date; within?: (tx: ServiceContext) => Promise<void> } = {},
): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    if (!(await anonymiseLocked(ctx, tx, userId, options.lastContactBefore))) return false;
    await options.within?.(tx);
    return true;
  });
}
