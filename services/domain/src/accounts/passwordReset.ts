import { and, eq, isNull } from 'drizzle-orm';
import { type Database, type OutgoingMail, randomToken, schema, type ServiceContext, sha256, type UserRow } from '@canal/service-core';

const { passwordResetKeys, users } = schema;

/**
 * Password reset links, shared by the public service (« Mot de passe oublié ») and the back office
 * (a staff member never sets someone else's password: the account's owner gets a link instead).
 */

/** A reset link is valid for one hour and for one use. */
export const RESET_KEY_TTL_MS = 3600_000;

export const INVALID_KEY = 'Ce lien de changement de mot de passe est invalide ou a expiré.';

/** Creates a single-use key for the user; only its SHA-256 is stored. Returns the key for the link. */
export async function createResetKey(ctx: ServiceContext, userId: number): Promise<string> {
  const key = randomToken(32);
  const expiresAt = new Date(ctx.now().getTime() + RESET_KEY_TTL_MS);
  await ctx.db.insert(passwordResetKeys).values({ keyHash: sha256(key), userId, expiresAt });
  return key;
}

/** The user a key was made for, when the key is unused, unexpired and was made for this e-mail. */
export async function userOfValidKey(ctx: ServiceContext, key: string, email: string): Promise<UserRow | null> {
  const [row] = await ctx.db
    .select({ key: passwordResetKeys, user: users })
    .from(passwordResetKeys)
    .innerJoin(users, eq(users.id, passwordResetKeys.userId))
    .where(eq(passwordResetKeys.keyHash, sha256(key)))
    .limit(1);
  if (!row || row.key.usedAt || row.key.expiresAt.getTime() <= ctx.now().getTime()) return null;
  return row.user.email.toLowerCase() === email.toLowerCase() ? row.user : null;
}

/** Stores a new hash and ends every reset link still open for the user: a link mailed before the change must not undo it. */
async function storePasswordHash(db: Database, now: Date, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
  await db
    .update(passwordResetKeys)
    .set({ usedAt: now })
    .where(and(eq(passwordResetKeys.userId, userId), isNull(passwordResetKeys.usedAt)));
}

/**
 * Marks the key used and stores the new hash, in one transaction; false when another request
 * used the key first (two clicks on the same link change the password once).
 */
export async function consumeKeyAndSetPassword(ctx: ServiceContext, key: string, userId: number, passwordHash: string): Promise<boolean> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResetKeys)
      .set({ usedAt: now })
      .where(and(eq(passwordResetKeys.keyHash, sha256(key)), isNull(passwordResetKeys.usedAt)))
      .returning({ userId: passwordResetKeys.userId });
    if (used.length === 0) return false;
    await storePasswordHash(tx, now, userId, passwordHash);
    return true;
  });
}

/** Any other password change (one's own, from the account form): the hash, the older links ended, the sessions closed. */
export async function changeOwnPassword(ctx: ServiceContext, userId: number, passwordHash: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction((tx) => storePasswordHash(tx, now, userId, passwordHash));
  await ctx.sessions.revokeAllOfUser(userId);
}

/** Why the link is sent: asked for by its owner, sent by the staff, or a new account's first password. */
export type PasswordLinkReason = 'requested' | 'staff' | 'created';

const INTRO: Record<PasswordLinkReason, string> = {
  requested: 'Vous avez demandé à changer le mot de passe de votre compte Canal Pneumo.',
  staff: 'L’équipe Canal Pneumo vous envoie un lien pour choisir un nouveau mot de passe pour votre compte.',
  created: 'Un compte Canal Pneumo vient d’être créé pour vous par notre équipe.',
};

/** The e-mail carrying a reset link; its address comes from PUBLIC_URL only, never from a request. */
export function resetMail(ctx: ServiceContext, to: string, firstname: string, key: string, reason: PasswordLinkReason): OutgoingMail {
  const link = `${ctx.config.PUBLIC_URL}/cpwd?k=${encodeURIComponent(key)}`;
  return {
    to,
    subject: reason === 'created' ? 'Canal Pneumo : votre compte est prêt' : 'Canal Pneumo : changement de votre mot de passe',
    text: [
      firstname ? `Bonjour ${firstname},` : 'Bonjour,',
      '',
      INTRO[reason],
      'Pour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure qui vient (il ne sert qu’une fois) :',
      link,
      '',
      reason === 'requested'
        ? 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.'
        : 'Passé ce délai, utilisez « Mot de passe oublié » sur la page de connexion.',
      '',
      'L’équipe Canal Pneumo',
      '',
      // A service mail: it says why it comes, and that it depends on no consent (staff privacy/README.md).
      'Vous recevez cet e-mail de service parce qu’il concerne l’accès à votre compte Canal Pneumo ; il ne dépend d’aucun consentement.',
    ].join('\n'),
  };
}

/** Creates a key and mails its link to the account's own address. */
export async function sendPasswordLink(ctx: ServiceContext, user: Pick<UserRow, 'id' | 'email' | 'firstname'>, reason: PasswordLinkReason): Promise<void> {
  const key = await createResetKey(ctx, user.id);
  await ctx.outbox.send(resetMail(ctx, user.email, user.firstname, key, reason));
}
