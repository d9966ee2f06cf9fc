import { asc, eq } from 'drizzle-orm';
import { formatListDate, isChecked } from '@canal/contracts';
import { notFound, schema, type ExportCell, type ServiceContext } from '@canal/service-core';
import { CONSENT_SOURCE_LABELS, OPTIN_FIELDS, type ConsentSource } from '@canal/domain';

/** One line of the proof: a consent given or withdrawn, when, and how. */
export interface ConsentProofLine {
  /** ISO 8601, to the second. */
  changedAt: string;
  optin: string;
  label: string;
  given: boolean;
  /** The source's code (registration, dialog, account, unsubscribe, staff, retention) and its French label. */
  source: string;
  sourceLabel: string;
}

export interface ConsentProof {
  account: { id: number; email: string; firstname: string; lastname: string; status: string };
  exportedAt: string;
  changes: ConsentProofLine[];
}

export const CONSENT_PROOF_HEADER = ['Date (heure de Paris)', 'Date (ISO 8601)', 'Consentement', 'Libellé', 'Choix', 'Source'];

/**
 * The DPO's proof of consent for one account: every recorded change of its consents, oldest first
 * (the order in which they were made), from the same optin_changes rows as 'Mes consentements'.
 */
export async function consentProof(ctx: ServiceContext, userId: number): Promise<ConsentProof> {
  const { users, optinChanges } = schema;
  const [account] = await ctx.db
    .select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname, status: users.status })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw notFound('Ce compte n’existe pas ou plus.');
  const rows = await ctx.db.select().from(optinChanges).where(eq(optinChanges.userId, userId)).orderBy(asc(optinChanges.changedAt), asc(optinChanges.id));
  return {
    account,
    exportedAt: ctx.now().toISOString(),
    changes: rows.map((row) => ({
      changedAt: row.changedAt.toISOString(),
      optin: row.optin,
      label: OPTIN_FIELDS.find((field) => field.id === row.optin)?.label ?? row.optin,
      given: isChecked(row.value),
      source: row.source,
      sourceLabel: CONSENT_SOURCE_LABELS[row.source as ConsentSource] ?? row.source,
    })),
  };
}

/** The proof's lines as the CSV and XLSX files give them. */
export const consentProofLines = (proof: ConsentProof): ExportCell[][] =>
  proof.changes.map((change) => [
    formatListDate(Math.floor(new Date(change.changedAt).getTime() / 1000), true),
    change.changedAt,
    change.optin,
    change.label,
    change.given ? 'Donné' : 'Retiré',
    change.sourceLabel,
  ]);
