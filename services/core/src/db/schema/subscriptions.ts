/**
 * Tables around a subscription, owned by the public service: the reminders planned for it, the
 * calendar invitation's sequence, invitations sent to addresses without an account, notify-me
 * requests for postponed sessions, and the sessions a newly registered person chose before having
 * an account. Re-exported by ../schema.ts, which drizzle-kit reads.
 */
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { events, users } from '../schema';

/**
 * One row per planned reminder (24 hours and 1 hour before). The primary key makes a reminder
 * exist once; `sentAt` is set by the one scheduler that claims it (FOR UPDATE SKIP LOCKED).
 */
export const eventReminders = pgTable(
  'event_reminders',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'24h' | '1h'>().notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.eventId, table.kind] }), index('event_reminders_due').on(table.dueAt)],
);

/**
 * The SEQUENCE of a member's calendar invitation for a session: 0 at the first invitation, +1 at
 * every update or cancellation, kept after unsubscribing so that a calendar never sees it go back.
 */
export const calendarSequences = pgTable(
  'calendar_sequences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.eventId] })],
);

/** An invitation e-mailed to an address that has no account yet: once per address and session. */
export const eventInvitations = pgTable(
  'event_invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('event_invitations_once').on(table.email, table.eventId)],
);

/** 'Prévenez-moi': an address waiting for a postponed session to get its date; once per address and session. */
export const eventNotifyRequests = pgTable(
  'event_notify_requests',
  {
    email: text('email').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.email, table.eventId] })],
);

/**
 * Sessions chosen by someone who registered from a subscription while their account waits for
 * validation: they become subscriptions when the account is activated, so the choice is not lost.
 */
export const pendingSubscriptions = pgTable(
  'pending_subscriptions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.eventId] })],
);
