import crypto from 'node:crypto';
import { sameToken, serverSecret, type ServiceContext } from '@canal/service-core';

/**
 * The consents a mail may depend on, each with the mails it allows (the table in staff
 * privacy/README.md): accountOptin3 (statistics of the questionnaires) sends no mail.
 */
export const MAIL_CONSENTS = ['accountOptin1', 'accountOptin2'] as const;
export type MailConsent = (typeof MAIL_CONSENTS)[number];

export const isMailConsent = (value: string): value is MailConsent => (MAIL_CONSENTS as readonly string[]).includes(value);

/** The address of the unsubscribe route (staff service): the link of the mails and the target of the one-click POST. */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe';

/**
 * Signed like the personal live link (subscriptions/liveRoomLink.ts): an HMAC-SHA256 of the member
 * and the consent under a server secret of its own, so that the link withdraws that consent of
 * that member and cannot be made for another. Nothing is stored, and it does not expire: a mail
 * read months later must still let its reader say no (RFC 8058).
 */
const SECRET_NAME = 'unsubscribe-link';

async function signatureOf(ctx: ServiceContext, userId: number, consent: MailConsent): Promise<string> {
  const secret = await serverSecret(ctx.db, SECRET_NAME);
  return crypto.createHmac('sha256', secret).update(`unsubscribe:${userId}:${consent}`).digest('base64url');
}

/** `{PUBLIC_URL}/api/unsubscribe?u={userId}&c={consent}&s={HMAC}`. */
export async function unsubscribeUrl(ctx: ServiceContext, userId: number, consent: MailConsent): Promise<string> {
  const query = new URLSearchParams({ u: String(userId), c: consent, s: await signatureOf(ctx, userId, consent) });
  return `${ctx.config.PUBLIC_URL}${UNSUBSCRIBE_PATH}?${query.toString()}`;
}

/** Whether `signature` is the one this member's link for this consent carries. */
export async function isUnsubscribeSignature(ctx: ServiceContext, userId: number, consent: MailConsent, signature: string): Promise<boolean> {
  return sameToken(signature, await signatureOf(ctx, userId, consent));
}
