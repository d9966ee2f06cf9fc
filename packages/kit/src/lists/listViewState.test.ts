import { DEFAULT_PAGE_SIZE, FILTER_RESET } from '@canal/contracts';
import { exportQuery, INITIAL_VIEW, listQuery, shownFilterValue, viewFromParams, viewToParams, withFilter } from './listViewState';

describe('list view <-> URL', () => {
  it('reads page, size, sort and filters from the URL', () => {
    const view = viewFromParams(new URLSearchParams('pp=3&pl=50&sf=accountEmail&sw=d&f_search=dupont&f_month=2026-11&tab=x&hc=accountCell,bad%20id'));
    expect(view).toEqual({
      page: 3,
      limit: 50,
      sortField: 'accountEmail',
      sortWay: 'd',
      filters: { search: 'dupont', month: '2026-11' },
      hidden: ['accountCell'],
    });
  });

  it('falls back to defaults on malformed values', () => {
    const view = viewFromParams(new URLSearchParams('pp=-1&pl=7&sf=a%20b&sw=z&f_=x&f_ok=1'));
    expect(view).toEqual({ page: 1, limit: DEFAULT_PAGE_SIZE, sortField: null, sortWay: null, filters: { ok: '1' }, hidden: [] });
    expect(viewFromParams(new URLSearchParams('sf=accountEmail')).sortWay).toBe('a');
    expect(viewFromParams(new URLSearchParams(`f_search=${'x'.repeat(10_000)}`)).filters.search.length).toBe(200);
  });

  it('writes only what differs from the default and keeps the page parameters', () => {
    expect(viewToParams(INITIAL_VIEW).toString()).toBe('');
    const params = viewToParams(
      {
        page: 2,
        limit: 100,
        sortField: 'dateCreated',
        sortWay: 'd',
        filters: { search: 'Lyon', state: FILTER_RESET, empty: '' },
        hidden: ['accountCell', 'accountCity'],
      },
      new URLSearchParams('tab=webconfs&pp=9&f_old=1&hc=old'),
    );
    expect(params.toString()).toBe('tab=webconfs&pp=2&pl=100&sf=dateCreated&sw=d&f_search=Lyon&f_state=reset&hc=accountCell%2CaccountCity');
  });

  it('round-trips a view through the URL', () => {
    const view = { page: 4, limit: 10, sortField: 'accountLastname', sortWay: 'a' as const, filters: { job: 'md' }, hidden: ['accountCell'] };
    expect(viewFromParams(viewToParams(view))).toEqual(view);
  });
});

describe('list queries', () => {
  it('sends pp, pl, the sort, the filters by alias and the fixed filters', () => {
    const query = listQuery(
      { page: 2, limit: 25, sortField: 'accountEmail', sortWay: 'd', filters: { search: 'dup', job: FILTER_RESET }, hidden: ['accountCell'] },
      { account: '12' },
    );
    expect(query.toString()).toBe('pp=2&pl=25&sf=accountEmail&sw=d&search=dup&job=reset&account=12');
    expect(listQuery(INITIAL_VIEW).toString()).toBe(`pp=1&pl=${DEFAULT_PAGE_SIZE}`);
  });

  it('exports every page of the same rows', () => {
    expect(exportQuery({ page: 3, limit: 10, sortField: 'accountEmail', sortWay: 'a', filters: { search: 'dup' }, hidden: [] }, 'xlsx').toString()).toBe(
      'sf=accountEmail&sw=a&search=dup&format=xlsx',
    );
  });
});

describe('filters', () => {
  it('goes back to page 1, drops blank values or sets the reset marker', () => {
    const view = { ...INITIAL_VIEW, page: 5, filters: { search: 'dup', month: '2026-10' } };
    expect(withFilter(view, 'search', '   ')).toEqual({ ...view, page: 1, filters: { month: '2026-10' } });
    expect(withFilter(view, 'month', '', true).filters.month).toBe(FILTER_RESET);
    expect(withFilter(view, 'job', 'md').filters).toEqual({ search: 'dup', month: '2026-10', job: 'md' });
  });

  it("shows the view's value, else the server's, and the reset marker as blank", () => {
    expect(shownFilterValue({ ...INITIAL_VIEW, filters: { a: 'x' } }, 'a', 'present')).toBe('x');
    expect(shownFilterValue(INITIAL_VIEW, 'a', 'present')).toBe('present');
    expect(shownFilterValue({ ...INITIAL_VIEW, filters: { a: FILTER_RESET } }, 'a', 'present')).toBe('');
  });
});
