import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = any($1::type[])`: the keys of a grouped read (a room's 5,000 members arriving at once)
 * as one array parameter. drizzle's `inArray` makes one parameter per key, each built and checked
 * by its query builder: a thousand keys took it longer than the database took to answer.
 */
export function anyOf(column: AnyPgColumn, values: readonly number[], type: 'int'): SQL;
export function anyOf(column: AnyPgColumn, values: readonly string[], type: 'text'): SQL;
export function anyOf(column: AnyPgColumn, values: readonly (number | string)[], type: 'int' | 'text'): SQL {
  return sql`${column} = any(${sql.param(values)}::${sql.raw(type)}[])`;
}
