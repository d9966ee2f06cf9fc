import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FormOption } from '@canal/contracts';
import type { FormCall } from '../forms/FormModule';

/**
 * A select's choices read from a table at each load and save (`RecordField.choices`): each row's id
 * as the value and one of its columns as the label, in the given order: a session's theme, an
 * episode's series. A forged id is then refused like any value outside the options.
 */
export function rowChoices(table: PgTable, id: AnyPgColumn, label: AnyPgColumn, ...order: SQL[]): (call: FormCall) => Promise<FormOption[]> {
  return async (call) => {
    const rows = await call.ctx.db
      .select({ id: sql<number>`${id}`, label: sql<string>`${label}` })
      .from(table)
      .orderBy(...order);
    return rows.map((row) => ({ value: String(row.id), label: row.label }));
  };
}
