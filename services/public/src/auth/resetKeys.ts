import { and, eq, isNull } from 'drizzle-orm';
import { randomToken, schema, sha256, type ServiceContext, type UserRow } from '@canal/service-core';

const { passwordResetKeys, users } = schema;

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

/**
 * Marks the key used and stores the new hash, in one transaction; false when another request
 * used the key first (two clicks on the same link change the password once).
 */
export async function consumeKeyAndSetPassword(ctx: ServiceContext, key: string, userId: number, passwordHash: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResetKeys)
      .set({ usedAt: ctx.now() })
      .where(and(eq(passwordResetKeys.keyHash, sha256(key)), isNull(passwordResetKeys.usedAt)))
      .returning({ userId: passwordResetKeys.userId });
    if (used.length === 0) return false;
    await tx.update(users).set({ passwordHash, updatedAt: ctx.now() }).where(eq(users.id, userId));
    return true;
  });
}
