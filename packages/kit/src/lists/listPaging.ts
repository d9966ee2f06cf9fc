/** Page sizes offered under a list (spec 001 section 9); the paginator also knows 250. */
export const LIST_PAGE_SIZES: readonly number[] = [10, 25, 50, 100];
export const LIST_PAGE_SIZES_DEFINED: readonly number[] = [10, 25, 50, 100, 250];
export const DEFAULT_PAGE_SIZE = 10;

/** The range under a list: 'from-to/count' ('0-0/0' when empty). `page` starts at 1. */
export function pageRangeLabel(page: number, limit: number, total: number): string {
  if (total <= 0) return '0-0/0';
  const from = Math.min((page - 1) * limit + 1, total);
  const to = Math.min(page * limit, total);
  return `${from}-${to}/${total}`;
}

export type SortWay = 'a' | 'd';

/**
 * Clicking a column header: a new column sorts ascending, the current one toggles a <-> d.
 */
export function toggleSort(current: { field?: string; way?: SortWay }, field: string): { field: string; way: SortWay } {
  if (current.field !== field) return { field, way: 'a' };
  return { field, way: current.way === 'a' ? 'd' : 'a' };
}
