import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../schema';

/** The company's products, as staff write them (the back office's 'Produits (pharmacovigilance)'): the adverse-event detector's drug list. */
export const pvProducts = pgTable('pv_products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const PV_SOURCES = ['question', 'chat', 'contact'] as const;
export type PvSource = (typeof PV_SOURCES)[number];

/**
 * A possible adverse event (issue 33 §4), opened in the transaction that stores the message it was
 * found in: a live question, a chat message or a contact message. Due 24 hours after it is opened;
 * 'processed' says who closed it and when.
 */
export const pvCases = pgTable(
  'pv_cases',
  {
    id: serial('id').primaryKey(),
    source: text('source').$type<PvSource>().notNull(),
    /** The message's id in its own table (live_messages, chat_messages, contact_messages). */
    sourceId: text('source_id').notNull(),
    text: text('text').notNull(),
    /** What the detector found: the drug and the harm, as their lists write them. */
    drug: text('drug').notNull(),
    harm: text('harm').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status').$type<'open' | 'processed'>().notNull().default('open'),
    processedBy: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [index('pv_cases_status_due').on(table.status, table.dueAt)],
);
