import { and, count, eq, gt } from 'drizzle-orm';
import { SHARE_MAX_RECIPIENTS, type MediaModule, type SessionUser } from '@canal/contracts';
import { admitUnderLimit, badRequest, HOUR_MS, HttpError, schema, type ServiceContext } from '@canal/service-core';
import { addressesIn } from './addressesIn';

const { mediaShares } = schema;

export const NO_ADDRESS = 'Aucune adresse e-mail trouvée dans le texte : indiquez au moins une adresse.';
export const TOO_MANY_RECIPIENTS = `Vous pouvez partager avec ${SHARE_MAX_RECIPIENTS} destinataires au plus.`;
export const TOO_MANY_SHARES = 'Vous avez déjà beaucoup partagé dans l’heure : réessayez un peu plus tard.';

/** What is shared: its title and its page, both read from the database, never from the request. */
export interface SharedItem {
  module: MediaModule;
  id: number;
  title: string;
  path: string;
}

function shareMail(ctx: ServiceContext, sender: SessionUser, item: SharedItem, to: string) {
  const name = `${sender.firstname} ${sender.lastname}`.trim() || 'Un confrère';
  const kind = item.module === 'podcast' ? 'le podcast' : 'l’épisode';
  return {
    to,
    subject: `${name} vous recommande « ${item.title} » sur Canal Pneumo`,
    text: [
      `Bonjour,`,
      '',
      `${name} vous recommande ${kind} « ${item.title} » sur Canal Pneumo.`,
      '',
      `Pour le découvrir : ${ctx.config.PUBLIC_URL}${item.path}`,
      '',
      'Canal Pneumo est réservé aux professionnels de santé.',
    ].join('\n'),
  };
}

/**
 * Shares an item by e-mail with the addresses found in `text` (10 at most), one mail each through
 * the outbox, and keeps the share to count the member's shares per hour; all in one transaction.
 */
export async function shareItem(ctx: ServiceContext, sender: SessionUser, item: SharedItem, text: string): Promise<string[]> {
  const recipients = addressesIn(text);
  if (recipients.length === 0) throw badRequest(NO_ADDRESS);
  if (recipients.length > SHARE_MAX_RECIPIENTS) throw badRequest(TOO_MANY_RECIPIENTS);
  await ctx.db.transaction(async (db) => {
    // Parallel shares of one member wait for each other, so a burst cannot slip between the count and the insert.
    await admitUnderLimit(db, {
      key: `media-share:${sender.id}`,
      limit: ctx.config.SHARES_PER_USER_PER_HOUR,
      used: async (locked) => {
        const since = new Date(ctx.now().getTime() - HOUR_MS);
        const [sent] = await locked
          .select({ total: count() })
          .from(mediaShares)
          .where(and(eq(mediaShares.userId, sender.id), gt(mediaShares.createdAt, since)));
        return sent?.total ?? 0;
      },
      refusal: () => new HttpError(429, TOO_MANY_SHARES, 'rate_limited'),
    });
    await db.insert(mediaShares).values({ userId: sender.id, module: item.module, itemId: item.id, recipients, createdAt: ctx.now() });
    const outbox = ctx.outbox.within(db);
    for (const to of recipients) await outbox.send(shareMail(ctx, sender, item, to));
  });
  return recipients;
}
