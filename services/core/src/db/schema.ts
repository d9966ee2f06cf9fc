import { sql } from 'drizzle-orm';
import type { ChatRunStep } from '@canal/contracts';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A stored file reference (thumbnails, avatars, attachments): `dest` is the public path. */
export interface StoredFile {
  dest: string;
  name?: string;
  size?: number;
  attributes?: { name?: string; description?: string };
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('member'),
    subRole: text('sub_role'),
    job: text('job'),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    cell: text('cell'),
    city: text('city'),
    universe: text('universe'),
    status: text('status').notNull().default('active'),
    hasUpdatedOptins: integer('has_updated_optins'),
    optins: jsonb('optins').$type<Record<string, string>>().notNull().default({}),
    /** Free text given with the jobs 'au' and 'x6' (the precision dialog). */
    jobPrecision: text('job_precision'),
    /** Event categories (theme categories) the account is attached to (accountEventCategory). */
    eventCategories: jsonb('event_categories').$type<string[]>().notNull().default([]),
    /** A student's signed authorisation, sent at registration; given to the staff who see accounts only. */
    studentAuthorisation: jsonb('student_authorisation').$type<StoredFile[]>().notNull().default([]),
    /** What the RPPS directory said of the registry number at registration ('RPPS inconnu', 'nom différent : …'); null when not checked. */
    directoryVerdict: text('directory_verdict'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The member's last contact (login, room presence, opened replay or podcast), kept to the day: retention counts from it (staff privacy/retention). */
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the retention job mailed the warning that the account will be anonymised; cleared by a new contact. */
    retentionWarnedAt: timestamp('retention_warned_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_lower').on(sql`lower(${table.email})`),
    // The accounts list: its default sort (newest first, id as tie-break) and its two select filters.
    // Read backwards for newest first (a DESC index would sort nulls last, which ORDER BY … DESC does not).
    index('users_created_id').on(table.createdAt, table.id),
    index('users_status').on(table.status),
    index('users_job').on(table.job),
    // Its search (lower-cased, any part): a trigram index serves LIKE '%…%'.
    index('users_search_trgm').using('gin', sql`lower(${table.email} || ' ' || ${table.firstname} || ' ' || ${table.lastname}) gin_trgm_ops`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value: a stolen database row cannot be replayed as a cookie. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** A room pass (sessions/roomPass.ts): this session opens only that session's room; null for a login. */
    scopeEventId: integer('scope_event_id').references(() => events.id, { onDelete: 'cascade' }),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

/**
 * Wrong passwords per (account, address): the hard lock is on the pair, so that a stranger's
 * failures never lock the owner out; sums per account and per address slow both down.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    /** The e-mail tried, in lower case (known or not). */
    account: text('account').notNull(),
    /** The caller's IP address. */
    address: text('address').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.account, table.address] }),
    index('login_failures_address').on(table.address, table.lastFailureAt),
    index('login_failures_last_failure').on(table.lastFailureAt),
  ],
);

/** One row per registration: limits per address and one confirmation mail per mailbox and hour. */
export const registrationAttempts = pgTable(
  'registration_attempts',
  {
    id: serial('id').primaryKey(),
    address: text('address').notNull(),
    /** The e-mail as a mailbox: lower case, without its +tag. */
    mailbox: text('mailbox').notNull(),
    /** Whether this registration's confirmation mail was sent. */
    mailed: boolean('mailed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('registration_attempts_address').on(table.address, table.createdAt),
    index('registration_attempts_mailbox').on(table.mailbox, table.createdAt),
  ],
);

export const passwordResetKeys = pgTable('password_reset_keys', {
  keyHash: text('key_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * A change of an account's e-mail waiting for the new address to confirm it (48 h, one use, only the
 * key's SHA-256 kept). `users.email` stays the confirmed address until then: login and password links
 * never use an address nobody proved to hold. At most one open change per account (a new one ends the older).
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address it had when the change was asked, mailed about it. */
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    keyHash: text('key_hash').notNull(),
    /** Who asked: the account itself or a staff member (null once that account is deleted). */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Replaced by a newer change, or another account took the address first. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('email_changes_key_hash').on(table.keyHash),
    uniqueIndex('email_changes_one_open')
      .on(table.userId)
      .where(sql`${table.confirmedAt} is null and ${table.cancelledAt} is null`),
  ],
);

/** A text attachment of an outbox message ('invitation.ics', text/calendar; method=REQUEST). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** Files sent with the message (a calendar invitation), kept so that a resend or a preview shows them. */
  attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
  /** Extra headers handed to SMTP: a marketing mail's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});

export const themes = pgTable('themes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  subTitle: text('sub_title').notNull().default(''),
  color: text('color').notNull().default('#1d5fa8'),
  description: text('description').notNull().default(''),
  program: text('program').notNull().default(''),
  category: text('category').notNull(),
  thumb: jsonb('thumb').$type<StoredFile[]>().notNull().default([]),
});

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    themeId: integer('theme_id').references(() => themes.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    guestsDescription: text('guests_description').notNull().default(''),
    program: text('program').notNull().default(''),
    category: text('category').notNull().default(''),
    date: timestamp('date', { withTimezone: true }).notNull(),
    durationMin: integer('duration_min').notNull().default(60),
    /** pending, delayed, live, finished or replay; pending/live/finished follow the clock. */
    state: text('state').notNull().default('pending'),
    isFull: boolean('is_full').notNull().default(false),
    replayOnline: boolean('replay_online').notNull().default(false),
    thumb: jsonb('thumb').$type<StoredFile[]>().notNull().default([]),
    hosts: jsonb('hosts').$type<StoredFile[]>().notNull().default([]),
    linkLive: text('link_live'),
    linkReplay: text('link_replay'),
    linkExternal: text('link_external'),
    linkExternal2: text('link_external2'),
    linkInstructions: text('link_instructions'),
    /** A teaser video shown on the session's page (eventLinkTeasing). */
    linkTeasing: text('link_teasing'),
    legalLiveFile: jsonb('legal_live_file').$type<StoredFile[]>().notNull().default([]),
    /** Keys of the external webinar room (spec 000 section 6): admin room, presenter room, participant room. */
    eoleOwnerKey: text('eole_owner_key'),
    eolePresenterKey: text('eole_presenter_key'),
    eoleParticipantKey: text('eole_participant_key'),
    postFiles: jsonb('post_files').$type<StoredFile[]>().notNull().default([]),
    universe: text('universe'),
    /** Demo only: minutes from "now" at which the embedded demo places this session at each start. */
    demoOffsetMin: integer('demo_offset_min'),
    /** The certificate's criteria set by staff (services/live/src/attendance/README.md): minutes present, null for ATTENDANCE_MIN_MINUTES. */
    certificateMinMinutes: integer('certificate_min_minutes'),
    /** Every quiz question of the session answered. */
    certificateQuiz: boolean('certificate_quiz').notNull().default(false),
    /** The session's feedback given. */
    certificateFeedback: boolean('certificate_feedback').notNull().default(false),
  },
  (table) => [index('events_date').on(table.date)],
);

/** Processes keep each user's set (cache/userSubscriptions): a write here ends with subscriptionsChanged(ctx, userId). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attendedAt: timestamp('attended_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.eventId] }), index('subscriptions_event').on(table.eventId)],
);

export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  shortDescription: text('short_description').notNull().default(''),
  description: text('description').notNull().default(''),
  thumb: jsonb('thumb').$type<StoredFile[]>().notNull().default([]),
  position: integer('position').notNull().default(1),
  category: text('category').notNull(),
  linkExternal: text('link_external'),
  eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
  clicks: integer('clicks').notNull().default(0),
});

export const chatThreads = pgTable(
  'chat_threads',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_threads_user').on(table.userId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    threadId: text('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: jsonb('content').$type<Array<{ type: 'text'; text: { value: string } }>>().notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** 'in_progress' while its text streams in, 'incomplete' if its run failed first, 'completed'. */
    status: text('status').notNull().default('completed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_thread').on(table.threadId)],
);

export const chatRuns = pgTable('chat_runs', {
  id: text('id').primaryKey(),
  threadId: text('thread_id')
    .notNull()
    .references(() => chatThreads.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  model: text('model').notNull(),
  instructions: text('instructions').notNull().default(''),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  lastError: jsonb('last_error').$type<{ code: string; message: string } | null>(),
  /** The provider's own words for a failure (its status and message): the debug view's, never the member's. */
  errorDetail: text('error_detail'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per run, for the staff's usage and cost page: no text of the discussion, so it stays
 * when the member deletes the discussion (the runs go with it) and when the member's account goes.
 */
export const chatUsage = pgTable(
  'chat_usage',
  {
    runId: text('run_id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    model: text('model').notNull(),
    status: text('status').notNull(),
    errorCode: text('error_code'),
    /** When the question was sent. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** From the question to the end of the run, and to the first word of the answer. */
    durationMs: integer('duration_ms'),
    firstTokenMs: integer('first_token_ms'),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    cachedTokens: integer('cached_tokens').notNull().default(0),
    steps: jsonb('steps').$type<ChatRunStep[]>().notNull().default([]),
  },
  (table) => [index('chat_usage_created').on(table.createdAt)],
);

/**
 * One row per message a user sent to the assistant, kept when the discussion that held it is deleted:
 * the daily quota (CHAT_DAILY_MESSAGES) counts these, so deleting discussions gives nothing back.
 */
export const chatSentMessages = pgTable(
  'chat_sent_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('chat_sent_messages_user_time').on(table.userId, table.sentAt)],
);

/** Every change of a consent (optin), with its time: what the user agreed to, and when. */
export const optinChanges = pgTable(
  'optin_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optin: text('optin').notNull(),
    value: text('value').notNull(),
    /** How the change was made: registration, dialog, account, unsubscribe (the mailed link), staff, retention (CONSENT_SOURCES). */
    source: text('source').notNull().default('dialog'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('optin_changes_user').on(table.userId)],
);

/**
 * What the retention job did (staff privacy/retention.ts), one row per warning mailed or account
 * anonymised, naming nobody: the monthly counts staff see on the dashboard.
 */
export const retentionEvents = pgTable(
  'retention_events',
  {
    id: serial('id').primaryKey(),
    /** 'warned' (the mail 30 days before the mark) or 'anonymised' (at the mark). */
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('retention_events_at').on(table.at)],
);

/** Secrets the services share through the database (the captcha's HMAC keys), created on first use. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Captcha solutions already used: a solved challenge is accepted once. */
export const captchaUses = pgTable('captcha_uses', {
  challengeId: text('challenge_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Every upload waiting under tmp/ (receiveUpload), until its form is saved or it is purged: who may
 * claim it (the session, or a visitor's CSRF nonce, hashed), for which form and field, its type as
 * checked on arrival, and what it counts against (visitors' uploads per address, the size of tmp/).
 */
export const temporaryUploads = pgTable(
  'temporary_uploads',
  {
    key: text('key').primaryKey(),
    holder: text('holder').notNull(),
    address: text('address').notNull(),
    /** Whether a visitor (no session) sent it: those count against VISITOR_UPLOADS_PER_ADDRESS_PER_HOUR. */
    byVisitor: boolean('by_visitor').notNull(),
    form: text('form').notNull(),
    field: text('field').notNull(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a save moved the file to its row's folder: it no longer weighs on tmp/, it still counted in its hour. */
    committedAt: timestamp('committed_at', { withTimezone: true }),
  },
  (table) => [index('temporary_uploads_address').on(table.address, table.createdAt), index('temporary_uploads_created').on(table.createdAt)],
);

// Each service's own tables live in schema/<service>.ts (see the comment in each file).
export * from './schema/directory';
export * from './schema/live';
export * from './schema/media';
export * from './schema/pharmacovigilance';
export * from './schema/public';
export * from './schema/search';
export * from './schema/staff';
export * from './schema/subscriptions';
