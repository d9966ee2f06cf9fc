import { searchApi } from '@canal/contracts';

export interface SearchState {
  q: string;
  kind: searchApi.SearchKind | undefined;
  theme: string | undefined;
  page: number;
}

const isKind = (value: string | null): value is searchApi.SearchKind => (searchApi.SEARCH_KINDS as readonly (string | null)[]).includes(value);

/** The page's state, read from its address (/recherche?q=…&kind=…&theme=…&page=…), so a search can be shared and reloaded. */
export function readSearchState(params: URLSearchParams): SearchState {
  const kind = params.get('kind');
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() ?? '',
    kind: isKind(kind) ? kind : undefined,
    theme: params.get('theme') || undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 50 ? page : 1,
  };
}

/** The address of a state; the first page and no filter are left out. */
export function searchStateParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams({ q: state.q });
  if (state.kind) params.set('kind', state.kind);
  if (state.theme) params.set('theme', state.theme);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
