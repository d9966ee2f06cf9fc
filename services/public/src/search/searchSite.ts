import { sql } from 'drizzle-orm';
import { isAllowed, searchApi, type AccessKey, type EndpointOutput, type Principal } from '@canal/contracts';
import { rowsOf, type ServiceContext } from '@canal/service-core';
import { splitHighlights } from './splitHighlights';

type SearchKind = searchApi.SearchKind;
type SearchAnswer = EndpointOutput<typeof searchApi.search>;

export interface SearchRequest {
  q: string;
  kind?: SearchKind;
  theme?: string;
  page: number;
}

/** The access keys rows of search_documents carry (migration 0027): a reader sees those the permission table grants them. */
const ROW_ACCESS: readonly AccessKey[] = ['public', 'member', 'replays'];

/** Private-use characters around matched words: ts_headline's markers, turned into { hit } pieces (no markup ever reaches the page). */
export const HIT_START = '\uE000';
export const HIT_END = '\uE001';
const MARKERS = `StartSel=${HIT_START}, StopSel=${HIT_END}`;
const EXCERPT_OPTIONS = `${MARKERS}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
const TITLE_OPTIONS = `${MARKERS}, HighlightAll=true`;

interface FacetRow extends Record<string, unknown> {
  kind: SearchKind;
  theme: string;
  count: number;
}

interface ResultRow extends Record<string, unknown> {
  kind: SearchKind;
  theme: string;
  url: string;
  at_seconds: number | null;
  title: string;
  excerpt: string;
}

/**
 * The site search: rows whose French text (stems, accents folded) matches the words, that this
 * reader may see, best first (title matches weigh more), the page's 20 with their excerpts
 * highlighted by ts_headline, and per kind and per theme how many the other filter leaves.
 */
export async function searchSite(ctx: ServiceContext, principal: Principal, request: SearchRequest): Promise<SearchAnswer> {
  const access = ROW_ACCESS.filter((key) => isAllowed(key, principal));
  // The words are read once, then given as a constant: websearch_to_tsquery is only STABLE, so in a
  // select list PostgreSQL would parse and stem them again for every row it ranks.
  const [parsed] = await rowsOf<{ text: string }>(ctx.db, sql`select websearch_to_tsquery('canal_fr', ${request.q})::text as text`);
  if (!parsed || parsed.text === '') return { search: 'complete', total: 0, results: [], kinds: [], themes: [] };
  const query = sql`${parsed.text}::tsquery`;
  const matched = sql`search_documents d where d.tsv @@ ${query} and d.access in ${access}`;

  const kindFilter = request.kind === undefined ? sql`` : sql` and d.kind = ${request.kind}`;
  const themeFilter = request.theme === undefined ? sql`` : sql` and d.theme = ${request.theme}`;
  const offset = (request.page - 1) * searchApi.SEARCH_PAGE_SIZE;
  const [facets, rows] = await Promise.all([
    rowsOf<FacetRow>(ctx.db, sql`select d.kind, d.theme, count(*)::int as count from ${matched} group by d.kind, d.theme`),
    rowsOf<ResultRow>(
      ctx.db,
      sql`select top.kind, top.theme, top.url, top.at_seconds,
            ts_headline('canal_fr', top.title, ${query}, ${TITLE_OPTIONS}) as title,
            ts_headline('canal_fr', top.body, ${query}, ${EXCERPT_OPTIONS}) as excerpt
          from (
            select d.*, ts_rank(d.tsv, ${query}) as rank from ${matched}${kindFilter}${themeFilter}
            order by rank desc, d.date desc nulls last, d.id
            limit ${searchApi.SEARCH_PAGE_SIZE} offset ${offset}
          ) top
          order by top.rank desc, top.date desc nulls last, top.id`,
    ),
  ]);
  const kindFits = (row: FacetRow) => request.kind === undefined || row.kind === request.kind;
  const themeFits = (row: FacetRow) => request.theme === undefined || row.theme === request.theme;

  return {
    search: 'complete',
    total: facets.filter((row) => kindFits(row) && themeFits(row)).reduce((sum, row) => sum + row.count, 0),
    results: rows.map((row) => ({
      kind: row.kind,
      theme: row.theme,
      url: row.at_seconds === null ? row.url : `${row.url}?t=${row.at_seconds}`,
      atSeconds: row.at_seconds,
      title: splitHighlights(row.title, HIT_START, HIT_END),
      excerpt: splitHighlights(row.excerpt, HIT_START, HIT_END),
    })),
    kinds: searchApi.SEARCH_KINDS.map((kind) => ({ kind, count: sum(facets.filter((row) => row.kind === kind && themeFits(row))) })).filter(
      (entry) => entry.count > 0,
    ),
    themes: [...new Set(facets.filter((row) => row.theme !== '' && kindFits(row)).map((row) => row.theme))]
      .map((theme) => ({ theme, count: sum(facets.filter((row) => row.theme === theme && kindFits(row))) }))
      .sort((a, b) => b.count - a.count || a.theme.localeCompare(b.theme, 'fr')),
  };
}

const sum = (rows: readonly FacetRow[]) => rows.reduce((total, row) => total + row.count, 0);
