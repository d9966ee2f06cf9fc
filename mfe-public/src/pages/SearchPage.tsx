import '../search/search.css';
import { searchApi } from '@canal/contracts';
import { Alert, Button, Empty, LoadingBlock, PageSection, apiErrorOf, useEndpoint, useSession } from '@canal/kit';
import { useSearchParams } from '@canal/kit/router';
import { FilterGroup } from '../search/FilterGroup';
import { SearchForm } from '../search/SearchForm';
import { readSearchState, searchStateParams, type SearchState } from '../search/searchParams';
import { SearchResultItem } from '../search/SearchResultItem';

/**
 * /recherche?q=… (issue 35 §4): the site's search field, the results this reader may see (a member's
 * answer differs from a visitor's: cached per user), filters by kind and theme, twenty per page.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const userId = useSession().user?.id ?? null;
  const asked = state.q.length >= 2;
  const { data, error, loading } = useEndpoint(searchApi.search, asked ? { q: state.q, kind: state.kind, theme: state.theme, page: state.page } : null, {
    scope: userId,
    keepPreviousData: true,
  });
  const go = (next: SearchState) => setParams(searchStateParams(next));
  const total = data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / searchApi.SEARCH_PAGE_SIZE));

  return (
    <PageSection title="Recherche" maxWidth={960}>
      {/* Keyed by the address's words: a search from the header or history shows its words in the field. */}
      <SearchForm key={state.q} initial={state.q} onSearch={(q) => go({ q, kind: undefined, theme: undefined, page: 1 })} />

      {state.q !== '' && !asked && <Alert type="info" showIcon title="Saisissez au moins deux caractères." />}
      {error && <Alert type="error" showIcon title={apiErrorOf(error)} />}

      {asked && data && (
        <>
          <p aria-live="polite" role="status">
            {total === 0 ? `Aucun résultat pour « ${state.q} ».` : `${total} résultat${total > 1 ? 's' : ''} pour « ${state.q} »`}
          </p>
          {(data.kinds.length > 1 || state.kind) && (
            <FilterGroup
              title="Type"
              chosen={state.kind}
              onChoose={(kind) => go({ ...state, kind: kind as searchApi.SearchKind | undefined, page: 1 })}
              choices={[
                { value: undefined, label: 'Tous' },
                ...data.kinds.map((entry) => ({ value: entry.kind, label: searchApi.SEARCH_KIND_LABELS[entry.kind], count: entry.count })),
              ]}
            />
          )}
          {(data.themes.length > 0 || state.theme) && (
            <FilterGroup
              title="Thème"
              chosen={state.theme}
              onChoose={(theme) => go({ ...state, theme, page: 1 })}
              choices={[{ value: undefined, label: 'Tous' }, ...data.themes.map((entry) => ({ value: entry.theme, label: entry.theme, count: entry.count }))]}
            />
          )}
          {data.results.length === 0 ? (
            <Empty description="Essayez d’autres mots, ou retirez un filtre." />
          ) : (
            <ol className="cp-search-results">
              {data.results.map((result) => (
                <SearchResultItem key={`${result.kind}-${result.url}-${result.atSeconds ?? ''}`} result={result} />
              ))}
            </ol>
          )}
          {lastPage > 1 && (
            <nav className="cp-search-page__pages" aria-label="Pages de résultats">
              <Button disabled={state.page <= 1} onClick={() => go({ ...state, page: state.page - 1 })}>
                Résultats précédents
              </Button>
              <span>
                Page {state.page} sur {lastPage}
              </span>
              <Button disabled={state.page >= lastPage} onClick={() => go({ ...state, page: state.page + 1 })}>
                Résultats suivants
              </Button>
            </nav>
          )}
        </>
      )}
      {asked && !data && loading && <LoadingBlock />}
    </PageSection>
  );
}
