import { LIST_TEXTS, type SortWay } from '@canal/contracts';

/** The range under a list: 'from-to/count' ('0-0/0' when empty). `page` starts at 1. */
export function pageRangeLabel(page: number, limit: number, total: number): string {
  if (total <= 0) return LIST_TEXTS.range(0, 0, 0);
  const from = Math.min((page - 1) * limit + 1, total);
  const to = Math.min(page * limit, total);
  return LIST_TEXTS.range(from, to, total);
}

/** Clicking a column header: a new column sorts ascending, the current one toggles a <-> d. */
export function toggleSort(current: { field?: string | null; way?: SortWay | null }, field: string): { field: string; way: SortWay } {
  if (current.field !== field) return { field, way: 'a' };
  return { field, way: current.way === 'a' ? 'd' : 'a' };
}
