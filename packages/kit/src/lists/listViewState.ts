import { DEFAULT_PAGE_SIZE, FILTER_RESET, MAX_FILTER_LENGTH, PAGE_SIZES, type SortWay } from '@canal/contracts';

/** What a list shows: page (from 1), page size, sort, and the value of each filter by alias. */
export interface ListViewState {
  page: number;
  limit: number;
  sortField: string | null;
  sortWay: SortWay | null;
  /** Filter alias -> value; FILTER_RESET clears a filter the server sets by default. */
  filters: Record<string, string>;
  /** Columns the user hid (field ids); the server is not told: they are the user's view only. */
  hidden: string[];
}

export const INITIAL_VIEW: ListViewState = { page: 1, limit: DEFAULT_PAGE_SIZE, sortField: null, sortWay: null, filters: {}, hidden: [] };

/** Filters live in the page URL as f_{alias}; pp, pl, sf, sw are the API's names. */
const FILTER_PREFIX = 'f_';
const LIST_KEYS = ['pp', 'pl', 'sf', 'sw', 'hc'];
const NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

/** Whether a URL parameter belongs to the list (the page may hold others). */
export function isListParam(key: string): boolean {
  return LIST_KEYS.includes(key) || key.startsWith(FILTER_PREFIX);
}

/** Reads the list's view from the page URL; anything malformed falls back to the default. */
export function viewFromParams(params: URLSearchParams): ListViewState {
  const page = Number(params.get('pp'));
  const limit = Number(params.get('pl'));
  const sortField = params.get('sf');
  const sortWay = params.get('sw');
  const filters: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!key.startsWith(FILTER_PREFIX)) continue;
    const alias = key.slice(FILTER_PREFIX.length);
    if (NAME.test(alias)) filters[alias] = value.slice(0, MAX_FILTER_LENGTH);
  }
  const validSort = sortField !== null && NAME.test(sortField);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
    sortField: validSort ? sortField : null,
    sortWay: validSort && (sortWay === 'a' || sortWay === 'd') ? sortWay : validSort ? 'a' : null,
    filters,
    hidden: (params.get('hc') ?? '')
      .split(',')
      .filter((id) => NAME.test(id))
      .slice(0, 50),
  };
}

/**
 * Writes the view into the page URL, keeping the page's other parameters; defaults are left
 * out so that a plain list has a plain address.
 */
export function viewToParams(view: ListViewState, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of current) if (!isListParam(key)) params.append(key, value);
  if (view.page > 1) params.set('pp', String(view.page));
  if (view.limit !== DEFAULT_PAGE_SIZE) params.set('pl', String(view.limit));
  if (view.sortField) {
    params.set('sf', view.sortField);
    params.set('sw', view.sortWay ?? 'a');
  }
  for (const [alias, value] of Object.entries(view.filters)) if (value !== '') params.set(`${FILTER_PREFIX}${alias}`, value);
  if (view.hidden.length > 0) params.set('hc', view.hidden.join(','));
  return params;
}

/**
 * The query of GET {module}/list: pp, pl, sf, sw, each filter under its alias, then the
 * page's fixed filters (which win).
 */
export function listQuery(view: ListViewState, fixed: Record<string, string> = {}): URLSearchParams {
  const query = new URLSearchParams();
  query.set('pp', String(view.page));
  query.set('pl', String(view.limit));
  if (view.sortField) {
    query.set('sf', view.sortField);
    query.set('sw', view.sortWay ?? 'a');
  }
  for (const [alias, value] of Object.entries(view.filters)) if (value !== '') query.set(alias, value);
  for (const [key, value] of Object.entries(fixed)) query.set(key, value);
  return query;
}

/** The export's query: the same rows as the list (sort and filters), every page of them. */
export function exportQuery(view: ListViewState, format: 'csv' | 'xlsx', fixed: Record<string, string> = {}): URLSearchParams {
  const query = listQuery(view, fixed);
  query.delete('pp');
  query.delete('pl');
  query.set('format', format);
  return query;
}

/** Changing a filter: back to page 1; a blank value removes it, or sets the reset marker when asked. */
export function withFilter(view: ListViewState, alias: string, value: string, resetWhenBlank = false): ListViewState {
  const filters = { ...view.filters };
  if (value.trim() === '') {
    if (resetWhenBlank) filters[alias] = FILTER_RESET;
    else delete filters[alias];
  } else filters[alias] = value;
  return { ...view, page: 1, filters };
}

/** A filter's value as its control shows it: the view's, else the server's current one; the reset marker is blank. */
export function shownFilterValue(view: ListViewState, alias: string, serverValue: string): string {
  const value = view.filters[alias] ?? serverValue;
  return value === FILTER_RESET ? '' : value;
}
