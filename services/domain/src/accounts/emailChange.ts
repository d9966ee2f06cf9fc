import { and, count, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { formatMailDate, type SessionUser } from '@canal/contracts';
import {
  badRequest,
  HttpError,
  isUniqueViolation,
  type OutgoingMail,
  randomToken,
  recordChange,
  schema,
  type ServiceContext,
  sha256,
  type UserRow,
} from '@canal/service-core';

const { emailChanges, passwordResetKeys, users } = schema;

/**
 * A change of an account's e-mail, by anyone (staff on the account's page, the member on « Mon
 * compte »): the old address is told at once, the new one must confirm from a link before it is
 * used. Until then `users.email` keeps the confirmed address, so login and password links go on
 * using it: whoever changed the address gains nothing until they prove they hold the new one, and
 * the holder of the old one has been warned.
 */

/** The confirmation link works for 48 hours, once. */
export const EMAIL_CHANGE_TTL_MS = 48 * 3600_000;

/** Changes asked for one account in 24 hours: each mails two addresses, so a loop could flood them. */
export const EMAIL_CHANGES_PER_DAY = 5;

export const EMAIL_LINK_INVALID = 'Ce lien de confirmation d’adresse e-mail est invalide, a déjà servi ou a expiré.';
export const EMAIL_ALREADY_USED = 'Cette adresse e-mail est déjà utilisée par un autre compte.';
export const EMAIL_CONFIRMED = 'Votre nouvelle adresse e-mail est confirmée : utilisez-la désormais pour vous connecter.';
export const TOO_MANY_EMAIL_CHANGES = 'Trop de changements d’adresse e-mail pour ce compte aujourd’hui : merci de réessayer demain.';

/** The address waiting for its confirmation, shown under the e-mail field. */
export interface PendingEmail {
  email: string;
  expiresAt: Date;
}

export interface EmailChangeRequest {
  account: Pick<UserRow, 'id' | 'email' | 'firstname'>;
  newEmail: string;
  /** Who asks: the account itself (« Mon compte ») or a staff member. */
  by: SessionUser | null;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const openChange = (userId: number) => and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt), isNull(emailChanges.cancelledAt));

/** The mail to the address being replaced: what changed, when, by whom, and whom to contact. */
export function emailChangeNotice(ctx: ServiceContext, request: EmailChangeRequest, at: Date): OutgoingMail {
  const { account, by } = request;
  const newEmail = request.newEmail.trim();
  const when = `Le ${formatMailDate(at)} (heure de Paris)`;
  const what =
    by && by.id !== account.id
      ? `${when}, l’équipe Canal Pneumo a demandé à remplacer l’adresse e-mail de votre compte, ${account.email}, par ${newEmail}.`
      : `${when}, il a été demandé depuis votre compte (page « Mon compte ») de remplacer son adresse e-mail, ${account.email}, par ${newEmail}.`;
  return {
    to: account.email,
    subject: 'Canal Pneumo : votre adresse e-mail a été modifiée',
    text: [
      account.firstname ? `Bonjour ${account.firstname},` : 'Bonjour,',
      '',
      `Votre adresse a été modifiée. ${what}`,
      '',
      'La nouvelle adresse ne servira qu’une fois confirmée depuis le lien que nous venons de lui envoyer (valable 48 heures). ' +
        `D’ici là, vous vous connectez toujours avec ${account.email}, et c’est à elle que sont envoyés les liens de mot de passe.`,
      '',
      `Si vous n’êtes pas à l’origine de ce changement, écrivez-nous sans attendre depuis la page Contact : ${ctx.config.PUBLIC_URL}/contact`,
      '',
      'L’équipe Canal Pneumo',
    ].join('\n'),
  };
}

/** The mail to the new address: the single-use link to /account/email; its address comes from PUBLIC_URL only. */
export function emailConfirmationMail(ctx: ServiceContext, request: EmailChangeRequest, key: string): OutgoingMail {
  return {
    to: request.newEmail.trim(),
    subject: 'Canal Pneumo : confirmez votre nouvelle adresse e-mail',
    text: [
      request.account.firstname ? `Bonjour ${request.account.firstname},` : 'Bonjour,',
      '',
      'Cette adresse vient d’être indiquée comme nouvelle adresse e-mail de votre compte Canal Pneumo.',
      'Pour la confirmer, ouvrez ce lien dans les 48 heures (il ne sert qu’une fois) :',
      `${ctx.config.PUBLIC_URL}/account/email?k=${encodeURIComponent(key)}`,
      '',
      'Tant qu’elle n’est pas confirmée, votre compte garde son adresse actuelle pour la connexion et les liens de mot de passe.',
      'Si vous n’êtes pas concerné, ignorez ce message : rien ne sera changé.',
      '',
      'L’équipe Canal Pneumo',
    ].join('\n'),
  };
}

/**
 * Records the change and sends both mails, in one transaction; an older open change of the account
 * ends. False when the address is the one the account already has (nothing to do). Under a
 * per-account advisory lock, which also counts EMAIL_CHANGES_PER_DAY (429 past it).
 */
export async function requestEmailChange(ctx: ServiceContext, request: EmailChangeRequest): Promise<boolean> {
  const { account } = request;
  const newEmail = request.newEmail.trim();
  if (!newEmail || sameAddress(newEmail, account.email)) return false;
  const key = randomToken(32);
  const now = ctx.now();
  await ctx.db.transaction(async (db) => {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`email-change:${account.id}`}))`);
    const [asked] = await db
      .select({ total: count() })
      .from(emailChanges)
      .where(and(eq(emailChanges.userId, account.id), gt(emailChanges.createdAt, new Date(now.getTime() - 86400_000))));
    if ((asked?.total ?? 0) >= EMAIL_CHANGES_PER_DAY) throw new HttpError(429, TOO_MANY_EMAIL_CHANGES, 'email_changes');
    await db.update(emailChanges).set({ cancelledAt: now }).where(openChange(account.id));
    await db.insert(emailChanges).values({
      userId: account.id,
      oldEmail: account.email,
      newEmail,
      keyHash: sha256(key),
      requestedBy: request.by?.id ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
    });
    const outbox = ctx.outbox.within(db);
    await outbox.send(emailChangeNotice(ctx, request, now));
    await outbox.send(emailConfirmationMail(ctx, request, key));
  });
  await recordChange(ctx, {
    user: request.by,
    module: 'account',
    itemId: account.id,
    action: 'update',
    changes: { accountEmail: { label: 'Email', old: account.email, new: `${newEmail} (en attente de confirmation)` } },
  });
  return true;
}

/** The account's open change, if its link still works. */
export async function pendingEmailOf(ctx: ServiceContext, userId: number): Promise<PendingEmail | null> {
  const [row] = await ctx.db
    .select({ email: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(and(openChange(userId), gt(emailChanges.expiresAt, ctx.now())))
    .limit(1);
  return row ?? null;
}

/** The e-mail field's note while a change waits: 'En attente de confirmation : …'. */
export const pendingEmailNote = (pending: PendingEmail) =>
  `En attente de confirmation : ${pending.email} (lien valable jusqu’au ${formatMailDate(pending.expiresAt)}). ` +
  'D’ici là, l’adresse ci-dessus reste celle de la connexion.';

/**
 * POST /api/auth/email: the key of the mailed link makes the new address the account's e-mail, once,
 * within 48 hours. The password links still open (mailed to the old address) end with it. An address
 * another account took meanwhile is refused (409) and the change stays unconfirmed.
 */
export async function confirmEmailChange(ctx: ServiceContext, key: string): Promise<void> {
  const now = ctx.now();
  let change: typeof emailChanges.$inferSelect;
  try {
    change = await ctx.db.transaction(async (tx) => {
      const [used] = await tx
        .update(emailChanges)
        .set({ confirmedAt: now })
        .where(and(eq(emailChanges.keyHash, sha256(key)), isNull(emailChanges.confirmedAt), isNull(emailChanges.cancelledAt), gt(emailChanges.expiresAt, now)))
        .returning();
      if (!used) throw badRequest(EMAIL_LINK_INVALID);
      const [holder] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${used.newEmail})`, ne(users.id, used.userId)))
        .limit(1);
      if (holder) throw new HttpError(409, EMAIL_ALREADY_USED, 'email_taken');
      await tx.update(users).set({ email: used.newEmail, updatedAt: now }).where(eq(users.id, used.userId));
      await tx
        .update(passwordResetKeys)
        .set({ usedAt: now })
        .where(and(eq(passwordResetKeys.userId, used.userId), isNull(passwordResetKeys.usedAt)));
      return used;
    });
  } catch (error) {
    // Another account took the address between the check and the update: the unique index decides.
    if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_ALREADY_USED, 'email_taken');
    throw error;
  }
  await ctx.sessions.userChanged(change.userId);
  await recordChange(ctx, {
    user: null,
    module: 'account',
    itemId: change.userId,
    action: 'update',
    changes: { accountEmail: { label: 'Email', old: change.oldEmail, new: `${change.newEmail} (confirmée)` } },
  });
}

/** An e-mail change is kept 30 days after its link stopped working (confirmed or not): the day's count and questions about it; the history keeps the rest. */
export const EMAIL_CHANGE_KEPT_MS = 30 * 86400_000;

/** Deletes the e-mail changes whose link expired more than EMAIL_CHANGE_KEPT_MS ago; answers how many. */
export async function purgeOldEmailChanges(ctx: ServiceContext): Promise<number> {
  const purged = await ctx.db
    .delete(emailChanges)
    .where(lt(emailChanges.expiresAt, new Date(ctx.now().getTime() - EMAIL_CHANGE_KEPT_MS)))
    .returning({ id: emailChanges.id });
  return purged.length;
}
