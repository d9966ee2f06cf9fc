/**
 * The site search's table (services/public/src/search/README.md): one row per thing a visitor can
 * find, kept by triggers on the source tables (migration 0027_search_documents), so every write
 * (back office, seed, factories) is indexed with no application code. A later transcript import
 * adds rows of its own (`source` 'transcript', `atSeconds` set). Re-exported by ../schema.ts.
 */
import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const searchDocuments = pgTable(
  'search_documents',
  {
    id: serial('id').primaryKey(),
    /** The row it comes from: a table's name ('events', 'news'...) or 'transcript'. */
    source: text('source').notNull(),
    sourceId: integer('source_id').notNull(),
    /** session, replay, podcast, episode, news, document or faq (contracts' SEARCH_KINDS). */
    kind: text('kind').notNull(),
    /** The access key of the permission table a reader needs (public, member, replays). */
    access: text('access').notNull(),
    theme: text('theme').notNull().default(''),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    url: text('url').notNull(),
    /** Where a replay's transcript says it: the page opens at that second. */
    atSeconds: integer('at_seconds'),
    date: timestamp('date', { withTimezone: true }),
    /** Title (weight A) and body (B) under the 'canal_fr' configuration: French stems, accents folded. */
    tsv: tsvector('tsv')
      .notNull()
      .generatedAlwaysAs(sql`setweight(to_tsvector('canal_fr'::regconfig, title), 'A') || setweight(to_tsvector('canal_fr'::regconfig, body), 'B')`),
  },
  (table) => [index('search_documents_tsv').using('gin', table.tsv), index('search_documents_source').on(table.source, table.sourceId)],
);
