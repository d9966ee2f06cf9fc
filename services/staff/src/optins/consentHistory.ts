import { desc, eq } from 'drizzle-orm';
import { isChecked, type privacyApi } from '@canal/contracts';
import { notFound, schema, type ServiceContext } from '@canal/service-core';
import { CONSENT_SOURCE_LABELS, OPTIN_FIELDS, type ConsentSource } from '@canal/domain';

const labelOf = (optin: string) => OPTIN_FIELDS.find((field) => field.id === optin)?.label ?? optin;

/** A consent's change as recorded by recordOptinChanges: what was chosen, and when. */
export interface RecordedConsentChange extends privacyApi.Consent {
  changedAt: Date;
  /** How it was made, as the proof of consent says it ('Inscription', 'Mon compte', …). */
  source: string;
}

const sourceLabel = (source: string) => CONSENT_SOURCE_LABELS[source as ConsentSource] ?? source;

/**
 * An account's consents as they stand and every recorded change of them (latest first): what the
 * member sees under 'Mes consentements' and staff under the account's card, from the same rows.
 */
export async function consentHistory(ctx: ServiceContext, userId: number): Promise<{ current: privacyApi.Consent[]; changes: RecordedConsentChange[] }> {
  const [account] = await ctx.db.select({ optins: schema.users.optins }).from(schema.users).where(eq(schema.users.id, userId));
  if (!account) throw notFound('Ce compte n’existe pas ou plus.');
  const rows = await ctx.db
    .select()
    .from(schema.optinChanges)
    .where(eq(schema.optinChanges.userId, userId))
    .orderBy(desc(schema.optinChanges.changedAt), desc(schema.optinChanges.id));
  return {
    // A consent the account never answered has no key in users.optins: no choice, not a refusal.
    current: OPTIN_FIELDS.map((field) => ({
      optin: field.id,
      label: field.label,
      given: field.id in account.optins ? isChecked(account.optins[field.id]) : null,
    })),
    changes: rows.map((row) => ({
      optin: row.optin,
      label: labelOf(row.optin),
      given: isChecked(row.value),
      changedAt: row.changedAt,
      source: sourceLabel(row.source),
    })),
  };
}
