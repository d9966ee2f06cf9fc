import { and, asc, count, desc, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { sqlAt, type ListCall, type ListModule } from './ListModule';
import { filtersCondition } from './filterCondition';
import type { ListQueryState } from './readListQuery';

export type RawRow = Record<string, unknown>;

function baseQuery(module: ListModule, call: ListCall, selection: SelectedFields) {
  let query = call.ctx.db.select(selection).from(module.source.table).$dynamic();
  for (const join of module.source.joins ?? []) {
    query = join.kind === 'inner' ? query.innerJoin(join.table, join.on) : query.leftJoin(join.table, join.on);
  }
  return query;
}

function selectionOf(module: ListModule, now: Date): SelectedFields {
  return Object.fromEntries(module.columns.map((column) => [column.id, sqlAt(column.sql, now)]));
}

/** The module's own restriction plus the active filters. */
export function listCondition(module: ListModule, call: ListCall, state: Pick<ListQueryState, 'filters'>): SQL | undefined {
  return and(module.where?.(call), filtersCondition(module.filters, state.filters, module.columns, call.ctx.now()));
}

/** The sorted, filtered rows of one page (or all of them for an export, `limit` null), counted in SQL. */
export async function selectRows(module: ListModule, call: ListCall, state: ListQueryState, paged: boolean): Promise<{ rows: RawRow[]; total: number }> {
  const condition = listCondition(module, call, state);
  const sortColumn = module.columns.find((column) => column.id === state.sort.field) ?? module.columns[0];
  const idColumn = module.columns[0];
  const direction = state.sort.way === 'a' ? asc : desc;
  const now = call.ctx.now();
  const countQuery = baseQuery(module, call, { total: count() });
  const [{ total }] = (await countQuery.where(condition)) as Array<{ total: number }>;
  let query = baseQuery(module, call, selectionOf(module, now))
    .where(condition)
    .orderBy(direction(sqlAt(sortColumn.sql, now)), direction(sqlAt(idColumn.sql, now)));
  if (paged) query = query.limit(state.limit).offset((state.page - 1) * state.limit);
  else query = query.limit(EXPORT_MAX_ROWS);
  const rows = (await query) as RawRow[];
  return { rows, total: Number(total) };
}

/** An export holds at most this many rows. */
export const EXPORT_MAX_ROWS = 50_000;

/** One row of the list by id (within the module's own restriction), or null. */
export async function selectRowById(module: ListModule, call: ListCall, id: number): Promise<RawRow | null> {
  const now = call.ctx.now();
  const condition = and(module.where?.(call), sql`${sqlAt(module.columns[0].sql, now)} = ${id}`);
  const rows = (await baseQuery(module, call, selectionOf(module, now)).where(condition).limit(1)) as RawRow[];
  return rows[0] ?? null;
}
