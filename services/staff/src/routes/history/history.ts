import { and, desc, eq } from 'drizzle-orm';
import { staffApi } from '@canal/contracts';
import { defineRoute, schema } from '@canal/service-core';

const { auditLog } = schema;

/** A stored value as the history shows it: files by name, lists joined, nothing as '—'. */
export function auditText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) {
    const parts = value.map((item) => (item && typeof item === 'object' && 'name' in item ? String((item as { name: unknown }).name) : auditText(item)));
    return parts.length > 0 ? parts.join(', ') : '—';
  }
  if (typeof value === 'object') return JSON.stringify(value);
  if (value === 'on') return 'Oui';
  // Objects are handled above: what is left is a JSON scalar.
  const scalar = value as string | number | boolean;
  return String(scalar);
}

/** GET /api/_history/{module}/{id}: the record's history, kept after a delete, latest first. */
export const historyRoute = defineRoute(staffApi.history)({
  access: 'admin',
  samplePath: '/api/_history/theme/1',
  async handle({ ctx, input }) {
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.module, input.module), eq(auditLog.itemId, input.id)))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(200);
    const data: staffApi.HistoryEntry[] = rows.map((row) => ({
      id: row.id,
      date: Math.floor(row.createdAt.getTime() / 1000),
      author: row.userEmail || 'visiteur',
      action: row.action === 'create' || row.action === 'delete' ? row.action : 'update',
      changes: Object.entries(row.changes).map(([field, change]) => ({ field, label: change.label, old: auditText(change.old), new: auditText(change.new) })),
    }));
    return { history: 'complete', data };
  },
});
