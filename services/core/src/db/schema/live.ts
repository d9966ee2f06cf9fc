/**
 * Tables owned by the live service: the content each room shows, what participants send into it
 * (questions, quiz and poll answers, feedback) and who was there (presence).
 * Re-exported by ../schema.ts, which drizzle-kit reads.
 *
 * "Exactly once" is the database's job here: every participant write has a unique key per user and
 * item, and the routes insert with ON CONFLICT DO NOTHING, so a retry or a double click never doubles.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { events, users } from '../schema';

/** One content per room at a time (spec 000 section 3 "Live content state"); no row means 'none'. */
export const liveStates = pgTable('live_states', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  contentId: text('content_id').notNull(),
  /** Raised at every change, so that clients refresh only when the id or the revision moved. */
  contentRevision: integer('content_revision').notNull().default(1),
  contentOptions: jsonb('content_options').$type<Record<string, string | boolean>>().notNull().default({}),
  /** The approved-questions feed (participants see approved questions and vote '+1'): a room setting, kept across contents, off by default. */
  questionsFeed: boolean('questions_feed').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The speaker accounts a session's room is driven by, besides the panel's users (admin, staff buadm
 * and mod): they may show a content and the results (requireRoomDriver). Chosen on the session's form.
 */
export const eventSpeakers = pgTable(
  'event_speakers',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId] }), index('event_speakers_user').on(table.userId)],
);

/** A question asked from the room: stored unapproved, for moderation (spec 001 "Message"). */
export const liveMessages = pgTable(
  'live_messages',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    approved: boolean('approved').notNull().default(false),
    /** Chosen by the browser for each question typed, so that a retry of the same send is recognised. */
    clientKey: text('client_key').notNull(),
    /** When a moderator marked it answered ('Répondue'); null until then. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('live_messages_user_key').on(table.userId, table.clientKey),
    index('live_messages_event').on(table.eventId, table.createdAt),
    index('live_messages_event_user').on(table.eventId, table.userId),
  ],
);

/** A participant's '+1' on an approved question of the feed: the primary key counts each member once, whatever the clicks. */
export const liveMessageVotes = pgTable(
  'live_message_votes',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => liveMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.userId] }), index('live_message_votes_user').on(table.userId)],
);

export interface QuizAnswerChoice {
  rid: number;
  field: string;
  /** Only meaningful for quizType 'quiz'. */
  correct: boolean;
}

/** A quiz or poll question of a session (spec 000 section 3 "Quiz question", 001 "Quiz item"). */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    quizType: text('quiz_type').notNull(),
    quizQuestion: text('quiz_question').notNull(),
    quizMaxAnswers: integer('quiz_max_answers').notNull().default(1),
    quizAnswers: jsonb('quiz_answers').$type<QuizAnswerChoice[]>().notNull(),
    quizPosition: integer('quiz_position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('quiz_questions_event').on(table.eventId, table.quizPosition)],
);

/** One voter's answer to one question: the primary key makes a second answer impossible. */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rids: integer('rids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.questionId, table.userId] })],
);

/** An announcement of a session (spec 000 "Announce", 001 "Announcement"). */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    announceTitle: text('announce_title').notNull(),
    announceText: text('announce_text').notNull().default(''),
    announcePosition: integer('announce_position').notNull().default(0),
  },
  (table) => [index('announcements_event').on(table.eventId, table.announcePosition)],
);

/** A question of a session's feedback form: 'stars' (1 to 5, required) or 'free' (optional text). */
export const feedbackItems = pgTable(
  'feedback_items',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    feedbackType: text('feedback_type').notNull(),
    feedbackQuestion: text('feedback_question').notNull(),
    feedbackPosition: integer('feedback_position').notNull().default(0),
  },
  (table) => [index('feedback_items_event').on(table.eventId, table.feedbackPosition)],
);

/** One participant's feedback on a session, all items at once; answered once. */
export const feedbackAnswers = pgTable(
  'feedback_answers',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Keyed by feedback item id: a star count (1 to 5) or a free text. */
    answers: jsonb('answers').$type<Record<string, number | string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId] })],
);

/**
 * Who was in the room, and when: one row per connection (a socket, or a run of polling calls),
 * stretched by each heartbeat. Attendance minutes are computed from these intervals.
 */
export const roomPresence = pgTable(
  'room_presence',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    via: text('via').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true }),
  },
  (table) => [index('room_presence_event_user').on(table.eventId, table.userId, table.lastSeenAt)],
);

/** Video tracking (when enabled): the span of the player the participant watched, per session. */
export const videoViews = pgTable(
  'video_views',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewStart: timestamp('view_start', { withTimezone: true }).notNull(),
    viewLast: timestamp('view_last', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId, table.viewStart] })],
);

/**
 * Attendance of a session, computed from room_presence once it has ended: minutes present (a
 * user's intervals unioned) and whether they reach ATTENDANCE_MIN_MINUTES (the DPC proof).
 */
export const attendance = pgTable(
  'attendance',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    minutes: integer('minutes').notNull(),
    hasAttended: boolean('has_attended').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    /** When the participant was told their certificate is ready: set once, so the mail goes once. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId] }), index('attendance_user').on(table.userId)],
);

/** The criteria a certificate met, kept as issued (services/live/src/attendance/README.md). */
export interface CertificateCriteria {
  /** Minutes required in the room (ATTENDANCE_MIN_MINUTES when staff set none). */
  minMinutes: number;
  /** Where the minutes were earned. */
  earnedOn: 'live' | 'replay';
  /** Staff asked for every quiz question answered (and it was). */
  quiz?: boolean;
  /** Staff asked for the feedback given (and it was). */
  feedback?: boolean;
}

/**
 * An issued certificate ('Attestation de participation — hors DPC'): its public number is in the
 * PDF's QR code and opens /attestation/{number}. The member's name and registry number are kept as
 * they were at issue time, so a later profile change does not alter a certificate already given.
 */
export const certificates = pgTable(
  'certificates',
  {
    /** 10 characters of Crockford base32 from 50 random bits: unguessable, easy to read aloud. */
    number: text('number').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    minutesLive: integer('minutes_live').notNull().default(0),
    minutesReplay: integer('minutes_replay').notNull().default(0),
    criteria: jsonb('criteria').$type<CertificateCriteria>().notNull(),
    holderName: text('holder_name').notNull(),
    /** 'RPPS 10001234567' or 'ADELI 123456789'; '' when the account has none. */
    registryNumber: text('registry_number').notNull().default(''),
  },
  (table) => [uniqueIndex('certificates_event_user').on(table.eventId, table.userId), index('certificates_user').on(table.userId)],
);
