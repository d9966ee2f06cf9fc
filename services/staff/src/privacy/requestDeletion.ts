import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import { privacyApi, type SessionUser } from '@canal/contracts';
import { HttpError, inTransaction, notFound, randomToken, schema, sha256, type OutgoingMail, type ServiceContext } from '@canal/service-core';

const { accountDeletionKeys, users } = schema;
const { DELETION_LINK_HOURS, DELETION_TEXTS, DELETION_PAGE_PATH } = privacyApi;

/** E-mails one account may ask for in an hour: enough for a lost message, not a way to flood a mailbox. */
export const DELETION_REQUESTS_PER_HOUR = 3;

export const TOO_MANY_REQUESTS = 'Vous avez déjà demandé plusieurs e-mails de suppression dans l’heure : utilisez le dernier reçu, ou réessayez plus tard.';

/** The confirmation e-mail; its link's address comes from PUBLIC_URL only, never from a request. */
export function deletionMail(ctx: ServiceContext, to: string, firstname: string, key: string): OutgoingMail {
  return {
    to,
    subject: 'Canal Pneumo : confirmez la suppression de votre compte',
    text: [
      firstname ? `Bonjour ${firstname},` : 'Bonjour,',
      '',
      `Vous avez demandé la suppression de votre compte Canal Pneumo (${to}).`,
      `Pour la confirmer, ouvrez ce lien dans les ${DELETION_LINK_HOURS} heures (il ne sert qu’une fois) :`,
      `${ctx.config.PUBLIC_URL}${DELETION_PAGE_PATH}?k=${encodeURIComponent(key)}`,
      '',
      DELETION_TEXTS.erased,
      DELETION_TEXTS.kept,
      DELETION_TEXTS.final,
      '',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre compte reste actif. Changez alors votre mot de passe.',
      '',
      'L’équipe Canal Pneumo',
    ].join('\n'),
  };
}

/**
 * 'Supprimer mon compte': a single-use key, valid DELETION_LINK_HOURS, is stored as its SHA-256 and
 * mailed to the account's own address, in one transaction (no mail without its key, nor the reverse).
 * Counted per account under an advisory lock, so that concurrent requests cannot pass the limit.
 */
export async function requestAccountDeletion(ctx: ServiceContext, user: SessionUser): Promise<string> {
  if (user.role !== 'member') throw new HttpError(403, DELETION_TEXTS.membersOnly, 'forbidden');
  const now = ctx.now();
  const key = randomToken(32);
  const email = await inTransaction(ctx, async ({ db: tx, outbox }) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`account-deletion:${user.id}`}))`);
    const [account] = await tx.select({ email: users.email, firstname: users.firstname }).from(users).where(eq(users.id, user.id));
    if (!account) throw notFound('Ce compte n’existe pas ou plus.');
    await tx.delete(accountDeletionKeys).where(and(eq(accountDeletionKeys.userId, user.id), lte(accountDeletionKeys.expiresAt, now)));
    const [recent] = await tx
      .select({ n: count() })
      .from(accountDeletionKeys)
      .where(and(eq(accountDeletionKeys.userId, user.id), gt(accountDeletionKeys.createdAt, new Date(now.getTime() - 3600_000))));
    if ((recent?.n ?? 0) >= DELETION_REQUESTS_PER_HOUR) throw new HttpError(429, TOO_MANY_REQUESTS, 'too_many_requests');
    const expiresAt = new Date(now.getTime() + DELETION_LINK_HOURS * 3600_000);
    await tx.insert(accountDeletionKeys).values({ keyHash: sha256(key), userId: user.id, createdAt: now, expiresAt });
    await outbox.send(deletionMail(ctx, account.email, account.firstname, key));
    return account.email;
  });
  return `Un e-mail de confirmation vient de vous être envoyé à ${email}. Ouvrez le lien qu’il contient dans les ${DELETION_LINK_HOURS} heures pour confirmer la suppression de votre compte.`;
}
