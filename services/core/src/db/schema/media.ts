/**
 * Tables owned by the media service: podcast themes and shows, series and their episodes, and
 * what members do with them (progress, ratings, shares). Re-exported by ../schema.ts, which
 * drizzle-kit reads.
 */
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users, type StoredFile } from '../schema';

/** A guest of a podcast, serie or episode: { dest: avatar, attributes: { name, description } }. */
export type MediaGuest = StoredFile;

/** A podcast theme (Podcast theme: themeName, themeSubTitle, themeDescription, themeColor, themeThumb). */
export const podcastThemes = pgTable('podcast_themes', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(1),
  name: text('name').notNull(),
  subTitle: text('sub_title').notNull().default(''),
  description: text('description').notNull().default(''),
  color: text('color').notNull().default('#1d5fa8'),
  thumb: jsonb('thumb').$type<StoredFile[]>().notNull().default([]),
});

/**
 * A podcast show: online ('live', 'En ligne') or to come ('pending', 'À venir'); its audio, its
 * flipbook and its files are given through the podcastShow routes only, to members.
 */
export const podcasts = pgTable(
  'podcasts',
  {
    id: serial('id').primaryKey(),
    themeId: integer('theme_id').references(() => podcastThemes.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(1),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    state: text('state').notNull().default('pending'),
    date: timestamp('date', { withTimezone: true }),
    hideDate: boolean('hide_date').notNull().default(false),
    durationMin: integer('duration_min').notNull().default(0),
    category: text('category').notNull().default('BPCO'),
    thumb: jsonb('thumb').$type<StoredFile[]>().notNull().default([]),
    audio: jsonb('audio').$type<StoredFile[]>().notNull().default([]),
    flipbook: jsonb('flipbook').$type<StoredFile[]>().notNull().default([]),
    files: jsonb('files').$type<StoredFile[]>().notNull().default([]),
    guests: jsonb('guests').$type<MediaGuest[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('podcasts_theme').on(table.themeId), check('podcasts_state', sql`${table.state} in ('live', 'pending')`)],
);

/** A serie of episodes (Serie), shown under 'Mes replays' in its category. */
export const series = pgTable('series', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  category: text('category').notNull().default('BPCO'),
  state: text('state').notNull().default('live'),
  thumb: jsonb('thumb').$type<StoredFile[]>().notNull().default([]),
  guests: jsonb('guests').$type<MediaGuest[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One episode of a serie: its video (uploaded, served with Range requests) and files. */
export const episodes = pgTable(
  'episodes',
  {
    id: serial('id').primaryKey(),
    serieId: integer('serie_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(1),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    durationMin: integer('duration_min').notNull().default(0),
    thumb: jsonb('thumb').$type<StoredFile[]>().notNull().default([]),
    video: jsonb('video').$type<StoredFile[]>().notNull().default([]),
    files: jsonb('files').$type<StoredFile[]>().notNull().default([]),
    guests: jsonb('guests').$type<MediaGuest[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('episodes_serie').on(table.serieId, table.position)],
);

/**
 * Where a member is in an episode or a podcast: one row per member and item, moved by onPlay
 * and onUpdate; `finished` once the end was reached. 'Reprendre ma lecture' and 'Top 3' read it.
 */
export const mediaProgress = pgTable(
  'media_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    module: text('module').notNull(),
    itemId: integer('item_id').notNull(),
    positionS: real('position_s').notNull().default(0),
    finished: boolean('finished').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.module, table.itemId] }),
    index('media_progress_item').on(table.module, table.itemId, table.startedAt),
  ],
);

/** A member's rating (0 to 5) of one item, which the member can change. */
export const mediaRatings = pgTable(
  'media_ratings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    module: text('module').notNull(),
    itemId: integer('item_id').notNull(),
    rating: integer('rating').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.module, table.itemId] }), index('media_ratings_item').on(table.module, table.itemId)],
);

/** An item shared by e-mail: kept to count a member's shares for the rate limit. */
export const mediaShares = pgTable(
  'media_shares',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    module: text('module').notNull(),
    itemId: integer('item_id').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_shares_user_created').on(table.userId, table.createdAt)],
);
