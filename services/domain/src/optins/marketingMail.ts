import { isChecked } from '@canal/contracts';
import type { Database, ServiceContext } from '@canal/service-core';
import { OPTIN_FIELDS } from './optinFields';
import { unsubscribeUrl, type MailConsent } from './unsubscribeLink';

/** A member a marketing mail goes to, with their consents as users.optins keeps them. */
export interface MarketingRecipient {
  id: number;
  email: string;
  optins: Record<string, string>;
}

const labelOf = (consent: MailConsent) => OPTIN_FIELDS.find((field) => field.id === consent)?.label ?? consent;

/**
 * The only way a marketing mail (an invitation to sessions, news of Canal Pneumo, the laboratory's
 * information) is written to the outbox: only to a member who gave `consent`, with the signed
 * one-click unsubscribe of RFC 8058 in its headers (`List-Unsubscribe`, `List-Unsubscribe-Post`)
 * and in its text, which also says why the member receives it. Answers whether it was written.
 */
export async function sendMarketingMail(
  ctx: ServiceContext,
  db: Database,
  recipient: MarketingRecipient,
  consent: MailConsent,
  mail: { subject: string; text: string },
): Promise<boolean> {
  if (!isChecked(recipient.optins[consent])) return false;
  const link = await unsubscribeUrl(ctx, recipient.id, consent);
  await ctx.outbox.within(db).send({
    to: recipient.email,
    subject: mail.subject,
    text: [
      mail.text,
      '',
      '--',
      `Vous recevez cet e-mail parce que vous avez donné votre accord : « ${labelOf(consent)} »`,
      `Pour ne plus en recevoir : ${link}`,
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  return true;
}
