import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/**
 * The database part of a backup: every table of the application (`public`) and of the job queue
 * (`graphile_worker`) as PostgreSQL's own COPY text, the sequences' positions, and the migration
 * the schema stands at. The schema itself is not dumped: it is the migrations', which the restore
 * applies up to the same one before loading the rows.
 *
 * Why not pg_dump: the embedded PostgreSQL is version 18 and ships no pg_dump; Debian 12 has
 * pg_dump 15 only, which refuses a newer server. COPY goes through the driver we already use, for
 * any server version, embedded or not.
 */
export const DUMPED_SCHEMAS = ['public', 'graphile_worker'] as const;
export type DumpedSchema = (typeof DUMPED_SCHEMAS)[number];

export interface DumpedTable {
  schema: DumpedSchema;
  name: string;
  columns: string[];
  rows: number;
}

export interface DumpedSequence {
  schema: DumpedSchema;
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface DatabaseDump {
  /** drizzle's record of the newest applied migration (its journal time): the restore migrates up to it. */
  newestMigration: number;
  tables: DumpedTable[];
  sequences: DumpedSequence[];
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const tableName = (table: { schema: string; name: string }) => `${quoted(table.schema)}.${quoted(table.name)}`;
const columnList = (columns: readonly string[]) => columns.map(quoted).join(', ');
/** Where a table's rows are, inside the archive: made from its name, never read from the archive. */
export const tableFile = (table: { schema: string; name: string }) => `database/${table.schema}.${table.name}.copy`;

/** The tables to dump, parents before children (foreign keys), without the migration records the restore writes itself. */
async function tablesOf(client: PoolClient): Promise<Array<{ schema: DumpedSchema; name: string; columns: string[] }>> {
  const { rows } = await client.query<{ schema: DumpedSchema; name: string; columns: string[] }>(
    `select n.nspname as schema, c.relname as name,
            array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relkind = 'r' and n.nspname = any($1) and not (n.nspname = 'graphile_worker' and c.relname = 'migrations')
      group by n.nspname, c.relname`,
    [DUMPED_SCHEMAS],
  );
  const { rows: links } = await client.query<{ child: string; parent: string }>(
    `select cn.nspname || '.' || c.relname as child, pn.nspname || '.' || p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
       join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
      where k.contype = 'f' and k.conrelid <> k.confrelid and cn.nspname = any($1)`,
    [DUMPED_SCHEMAS],
  );
  const parentsOf = new Map<string, string[]>();
  for (const link of links) parentsOf.set(link.child, [...(parentsOf.get(link.child) ?? []), link.parent]);
  const byKey = new Map(rows.map((row) => [`${row.schema}.${row.name}`, row]));
  const ordered: typeof rows = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (key: string) => {
    if (placed.has(key) || !byKey.has(key)) return;
    if (visiting.has(key)) throw new Error(`Sauvegarde impossible : les clés étrangères de « ${key} » forment un cycle.`);
    visiting.add(key);
    for (const parent of parentsOf.get(key) ?? []) place(parent);
    visiting.delete(key);
    placed.add(key);
    ordered.push(byKey.get(key) as (typeof rows)[number]);
  };
  for (const key of [...byKey.keys()].sort()) place(key);
  return ordered;
}

/** Writes every table's rows under `folder` (one repeatable-read snapshot, as pg_dump takes) and says what it wrote. */
export async function dumpDatabase(client: PoolClient, folder: string): Promise<DatabaseDump> {
  fs.mkdirSync(path.join(folder, 'database'), { recursive: true });
  await client.query('begin isolation level repeatable read read only');
  try {
    const migration = await client.query<{ newest: string | null }>('select max(created_at)::text as newest from drizzle.__drizzle_migrations');
    const tables: DumpedTable[] = [];
    for (const table of await tablesOf(client)) {
      const file = tableFile(table);
      const stream = client.query(copyTo(`copy ${tableName(table)} (${columnList(table.columns)}) to stdout`));
      await pipeline(stream, fs.createWriteStream(path.join(folder, file)));
      tables.push({ ...table, rows: stream.rowCount });
    }
    const { rows: sequenceRows } = await client.query<{ schema: DumpedSchema; name: string }>(
      `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'S' and n.nspname = any($1)`,
      [DUMPED_SCHEMAS],
    );
    const sequences: DumpedSequence[] = [];
    for (const sequence of sequenceRows) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${tableName(sequence)}`);
      sequences.push({ ...sequence, lastValue: rows[0]?.last_value ?? '1', isCalled: rows[0]?.is_called ?? false });
    }
    return { newestMigration: Number(migration.rows[0]?.newest ?? 0), tables, sequences };
  } finally {
    await client.query('rollback');
  }
}

/**
 * Loads a dump into a database migrated to the dump's migration: in one transaction, the dumped
 * tables are emptied (a migration may have written rows of its own), filled parents first, and the
 * sequences put back where they were.
 */
export async function loadDatabase(client: PoolClient, folder: string, dump: DatabaseDump): Promise<void> {
  await client.query('begin');
  try {
    if (dump.tables.length > 0) await client.query(`truncate ${dump.tables.map(tableName).join(', ')}`);
    for (const table of dump.tables) {
      // The rows are loaded as they were, derived ones included (the search table kept by triggers):
      // the tables' own triggers would write those a second time. Foreign-key checks stay (system
      // triggers); disabling user triggers needs only the tables' owner, which the migrations made.
      await client.query(`alter table ${tableName(table)} disable trigger user`);
      const stream = client.query(copyFrom(`copy ${tableName(table)} (${columnList(table.columns)}) from stdin`));
      await pipeline(fs.createReadStream(path.join(folder, tableFile(table))), stream);
      await client.query(`alter table ${tableName(table)} enable trigger user`);
    }
    for (const sequence of dump.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [tableName(sequence), sequence.lastValue, sequence.isCalled]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
