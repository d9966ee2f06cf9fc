/**
 * The RPPS directory (the 'Annuaire santé' open-data extraction of health professionals), imported by
 * an admin on /staff/tools/rpps and read at registration. Re-exported by ../schema.ts, which drizzle-kit reads.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../schema';

/**
 * One line of the extraction (one activity of a professional: a person with two practices has two
 * lines). Only the columns the registration check reads are kept. A re-import fills `rpps_directory_next`
 * and swaps it in under this name in one transaction (services/staff/src/rpps/importDirectory.ts), so a
 * lookup never sees a half-loaded or empty directory.
 */
export const rppsDirectory = pgTable(
  'rpps_directory',
  {
    /** 'Identification nationale PP': '8' + RPPS number, '0' + ADELI number. */
    nationalId: text('national_id').notNull(),
    lastname: text('lastname').notNull(),
    firstname: text('firstname').notNull(),
    professionCode: text('profession_code').notNull(),
    professionLabel: text('profession_label').notNull(),
    categoryCode: text('category_code').notNull(),
  },
  (table) => [index('rpps_directory_national_id').on(table.nationalId)],
);

/** One import of the directory: what the staff page shows while the job reads the file (its progress bar), and after. */
export const rppsImports = pgTable(
  'rpps_imports',
  {
    id: serial('id').primaryKey(),
    /** The uploaded file's name, or the server path of RPPS_IMPORT_FILE. */
    source: text('source').notNull(),
    status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull(),
    bytesTotal: bigint('bytes_total', { mode: 'number' }).notNull().default(0),
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    /** Lines of activity read (the header aside). */
    lines: integer('lines').notNull().default(0),
    error: text('error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The last sign of life of its job: an import silent for 10 minutes (its process stopped) no longer blocks the next one. */
    progressAt: timestamp('progress_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  // One import at a time: a second one queued while another is under way breaks this index (answered 409).
  (table) => [
    uniqueIndex('rpps_imports_one_active')
      .on(sql`(true)`)
      .where(sql`${table.status} in ('queued', 'running')`),
  ],
);
