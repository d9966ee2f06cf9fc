import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A column of the outer query, always written "table"."column". Drizzle leaves columns unqualified
 * in a select from one table, so in a correlated subquery `${episodes.serieId} = ${series.id}`
 * became `"serie_id" = "id"`, both read from the inner table: every serie counted one episode.
 */
export function outerColumn(column: Column): SQL {
  return sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
}

/** How many rows point at the outer row: `(select count(*) from child where child.fk = outer.id [and …])`, a list's count column. */
export function countOfRows(foreignKey: Column, parentId: Column, condition?: SQL): SQL<number> {
  const also = condition ? sql` and ${condition}` : sql``;
  return sql<number>`(select count(*)::int from ${foreignKey.table} where ${foreignKey} = ${outerColumn(parentId)}${also})`;
}

/** A column of the row the outer row points at, '' when it points at none: a list's 'Thème' column instead of the theme's id. */
export function parentValue(column: Column, parentId: Column, foreignKey: Column): SQL<string> {
  return sql<string>`coalesce((select ${column} from ${column.table} where ${parentId} = ${outerColumn(foreignKey)}), '')`;
}
