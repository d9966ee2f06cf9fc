/**
 * Tables owned by the staff service (issue work adds them here, one file per service,
 * so that parallel work on different services never edits the same schema file).
 * Re-exported by ../schema.ts, which drizzle-kit reads.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/** A list view a staff user saved under a name: the list's query (filters, sort, page size, hidden columns). */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    module: text('module').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('saved_views_user_module_name').on(table.userId, table.module, table.name)],
);

/**
 * 'Supprimer mon compte': the keys of the e-mailed confirmation links. Only the SHA-256 of a key is
 * stored; a key is deleted when it is used (single use) and is refused once `expiresAt` is past.
 */
export const accountDeletionKeys = pgTable(
  'account_deletion_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('account_deletion_keys_user').on(table.userId, table.createdAt)],
);
