/**
 * Tables owned by the public service: the help page's FAQ, contact messages, the patient leaflet
 * collections and the documentation page's entries. Re-exported by ../schema.ts, which drizzle-kit reads.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users, type StoredFile } from '../schema';

/** One question of the help page (Help/FAQ item: faqPosition, faqQuestion, faqSubQuestion, faqAnswer). */
export const faqItems = pgTable('faq_items', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(1),
  question: text('question').notNull(),
  subQuestion: text('sub_question').notNull().default(''),
  answer: text('answer').notNull(),
});

/**
 * A message sent from /contact, kept whatever happens to its e-mail to support; `ip` and
 * `createdAt` count the messages of one address for the rate limit.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip').notNull(),
    email: text('email').notNull(),
    firstname: text('firstname').notNull().default(''),
    name: text('name').notNull(),
    city: text('city').notNull().default(''),
    cell: text('cell').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull().default(''),
    /** The profession chosen on the second site variant's form ('' on the first's). */
    accountJob: text('account_job').notNull().default(''),
  },
  (table) => [index('contact_messages_ip_created').on(table.ip, table.createdAt)],
);

/**
 * A collection of patient leaflets ('Nos fiches patients'; spec 001 "Document collection": title,
 * subTitle, logo, items). The logo is a public thumbnail under /cache/documentCollections/{id}/.
 */
export const documentCollections = pgTable('document_collections', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(1),
  title: text('title').notNull(),
  subTitle: text('sub_title').notNull().default(''),
  description: text('description').notNull().default(''),
  logo: jsonb('logo').$type<StoredFile[]>().notNull().default([]),
});

/**
 * One leaflet, shown as '{prefix} {title}' ('Fiche 1', 'Bien utiliser son inhalateur'). Its PDF is
 * under the private kind /cache/leaflets/{id}/ and is given to members only (documents/get/{id}):
 * a list like every other file column, so the back office's upload field saves it the same way.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => documentCollections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(1),
    prefix: text('prefix').notNull().default(''),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    file: jsonb('file').$type<StoredFile[]>().notNull().default([]),
  },
  (table) => [index('documents_collection').on(table.collectionId)],
);

/** An entry of /documentation, in one of its three sections (#news, #tools, #doc); its picture is under /cache/documentation/{id}/. */
export const documentationEntries = pgTable('documentation_entries', {
  id: serial('id').primaryKey(),
  section: text('section').$type<'news' | 'tools' | 'doc'>().notNull(),
  position: integer('position').notNull().default(1),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  link: text('link').notNull(),
  thumb: jsonb('thumb').$type<StoredFile[]>().notNull().default([]),
});

/**
 * The footer's static pages as staff edit them (the 'CMS' module): one row per page key, made by
 * the migration; an empty content means the built-in default text.
 */
export const cmsPages = pgTable('cms_pages', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  title: text('title').notNull().default(''),
  content: text('content').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

/** A UTM code (001 section 2 "UTM"): links carrying `r={code}` attribute visits, registrations and subscriptions to it. */
export const utmCodes = pgTable(
  'utm_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    label: text('label').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('utm_codes_code').on(sql`lower(${table.code})`)],
);

/**
 * What a UTM code brought: a browser's first visit with it ('visit', once per browser), an account
 * registered from that browser ('registration', once per account), a subscription ('subscription',
 * once per account and session).
 */
export const utmAttributions = pgTable(
  'utm_attributions',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => utmCodes.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    visitor: text('visitor').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    eventId: integer('event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('utm_attributions_once').on(table.codeId, table.kind, table.visitor, sql`coalesce(${table.userId}, 0)`, sql`coalesce(${table.eventId}, 0)`),
    index('utm_attributions_code_kind').on(table.codeId, table.kind),
  ],
);
