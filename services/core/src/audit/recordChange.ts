import type { FormField, FormValues, SessionUser } from '@canal/contracts';
import { auditLog, type AuditedChange } from '../db/schema';
import type { ServiceContext } from '../ServiceContext';

export type AuditAction = 'create' | 'update' | 'delete';

/** Fields whose values never go to the history (passwords, captchas). */
const isSecret = (field: FormField) => field.type === 'Captcha' || field.inputType === 'password' || /password/i.test(field.id);

/** '', [] and a missing value are the same nothing: a form that creates a record with empty fields changed none of them. */
const blankToNull = (value: unknown) => (value === undefined || value === '' || (Array.isArray(value) && value.length === 0) ? null : value);

/** The fields whose value differs between `before` and `after`, with their labels. */
export function changedFields(fields: readonly FormField[], before: FormValues, after: FormValues): Record<string, AuditedChange> {
  const changes: Record<string, AuditedChange> = {};
  for (const field of fields) {
    if (field.static || isSecret(field)) continue;
    const old = blankToNull(before[field.id]);
    const next = blankToNull(after[field.id]);
    if (JSON.stringify(old) !== JSON.stringify(next)) changes[field.id] = { label: field.label, old, new: next };
  }
  return changes;
}

/** Writes one history row; an update that changed nothing writes none. */
export async function recordChange(
  ctx: ServiceContext,
  change: { user: SessionUser | null; module: string; itemId: number | string; action: AuditAction; changes: Record<string, AuditedChange> },
): Promise<void> {
  if (change.action === 'update' && Object.keys(change.changes).length === 0) return;
  await ctx.db.insert(auditLog).values({
    createdAt: ctx.now(),
    userId: change.user?.id ?? null,
    userEmail: change.user?.email ?? '',
    module: change.module,
    itemId: String(change.itemId),
    action: change.action,
    changes: change.changes,
  });
}
