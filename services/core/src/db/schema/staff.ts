/**
 * Tables owned by the staff service (issue work adds them here, one file per service,
 * so that parallel work on different services never edits the same schema file).
 * Re-exported by ../schema.ts, which drizzle-kit reads.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../schema';

/** One changed field of an audited change: its label as the form shows it, before and after. */
export interface AuditedChange {
  label: string;
  old: unknown;
  new: unknown;
}

/**
 * The history of every create, update and delete made through a form or list module: who, when,
 * which module and record, and the changed fields. Kept when the record is deleted (no foreign key
 * to it); the author is kept as text too, so that deleting an account does not blank its history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull().default(''),
    module: text('module').notNull(),
    itemId: text('item_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, AuditedChange>>().notNull().default({}),
  },
  (table) => [index('audit_log_item').on(table.module, table.itemId, table.createdAt)],
);
