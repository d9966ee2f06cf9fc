import { schema, type ServiceContext } from '@canal/service-core';

const { optinChanges } = schema;

/**
 * How a consent was given or withdrawn, kept with each change for the DPO's proof of consent:
 * the registration form, the blocking optins dialog, 'Mes consentements' on /account, the
 * one-click link of a marketing mail, or the account's anonymisation at the retention mark.
 */
export const CONSENT_SOURCES = ['registration', 'dialog', 'account', 'unsubscribe', 'staff', 'retention'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** What the proof of consent says for each source. */
export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  registration: 'Inscription',
  dialog: 'Fenêtre de consentement',
  account: 'Mon compte',
  unsubscribe: 'Lien de désabonnement d’un e-mail',
  staff: 'Équipe Canal Pneumo',
  retention: 'Anonymisation (durée de conservation)',
};

/**
 * Writes one row per consent that changed (every consent the first time), with its time and how
 * it was made: the history of what the user agreed to, when, and through what.
 */
export async function recordOptinChanges(
  ctx: ServiceContext,
  userId: number,
  before: Record<string, string>,
  after: Record<string, string>,
  firstTime: boolean,
  source: ConsentSource,
): Promise<number> {
  const changedAt = ctx.now();
  const rows = Object.entries(after)
    .filter(([optin, value]) => firstTime || (before[optin] ?? '') !== value)
    .map(([optin, value]) => ({ userId, optin, value, source, changedAt }));
  if (rows.length > 0) await ctx.db.insert(optinChanges).values(rows);
  return rows.length;
}
