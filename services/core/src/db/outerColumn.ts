import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A column of the outer query, always written "table"."column". Drizzle leaves columns unqualified
 * in a select from one table, so in a correlated subquery `${episodes.serieId} = ${series.id}`
 * became `"serie_id" = "id"`, both read from the inner table: every serie counted one episode.
 */
export function outerColumn(column: Column): SQL {
  return sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
}
