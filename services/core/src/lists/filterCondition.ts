import { and, or, sql, type SQL } from 'drizzle-orm';
import { sqlAt, type ListColumn, type ListFilterDeclaration } from './ListModule';

const TEXT_TYPES = new Set(['text', 'num', 'SelectField', 'select', 'AutoComplete', 'RadioButton']);

/** Columns the Search filter looks into: named ones, else the searchable or text columns (not the id). */
export function searchColumns(filter: Extract<ListFilterDeclaration, { type: 'Search' }>, columns: readonly ListColumn[]): ListColumn[] {
  if (filter.columns) return columns.filter((column) => filter.columns?.includes(column.id));
  return columns.slice(1).filter((column) => column.searchable ?? TEXT_TYPES.has(column.type));
}

/** '50%_off' as a LIKE pattern that means these very characters, anywhere in the text (backslash is LIKE's default escape). */
export const likeContaining = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The SQL condition of one active filter. A Search with a `document` ignores case and can use a
 * trigram index; without one it looks into each column (strpos, case-sensitive). Dates in Paris time.
 */
export function filterCondition(filter: ListFilterDeclaration, value: string, columns: readonly ListColumn[], now: Date): SQL | undefined {
  switch (filter.type) {
    case 'Search': {
      const text = value.trim();
      if (filter.document) return or(sql`${filter.document} like ${likeContaining(text.toLowerCase())}`, filter.alsoMatching?.(text));
      const parts = searchColumns(filter, columns).map((column) => sql`strpos(coalesce(cast(${sqlAt(column.sql, now)} as text), ''), ${text}) > 0`);
      return parts.length ? or(...parts) : sql`false`;
    }
    case 'Select':
    case 'SelectAsync':
      if (filter.where) return filter.where(value);
      return sql`cast(${sqlAt(filter.sql, now)} as text) = ${value}`;
    case 'PastPresent':
      return value === 'past' ? sql`${filter.sql} < ${now.toISOString()}::timestamptz` : sql`${filter.sql} >= ${now.toISOString()}::timestamptz`;
    case 'MonthYear': {
      const [year, month] = value.split('-');
      const key = `${year}-${month.padStart(2, '0')}`;
      return sql`to_char(${filter.sql} at time zone 'Europe/Paris', 'YYYY-MM') = ${key}`;
    }
  }
}

export function filtersCondition(
  filters: readonly ListFilterDeclaration[],
  values: Record<string, string>,
  columns: readonly ListColumn[],
  now: Date,
): SQL | undefined {
  const parts = filters.filter((filter) => values[filter.alias] !== undefined).map((filter) => filterCondition(filter, values[filter.alias], columns, now));
  return and(...parts);
}
