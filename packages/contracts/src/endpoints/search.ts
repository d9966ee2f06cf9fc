import { z } from 'zod';
import { defineEndpoint } from './defineEndpoint';

/** What the site search finds, in the order its filters list them. */
export const SEARCH_KINDS = ['session', 'replay', 'podcast', 'episode', 'news', 'document', 'faq'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The filters' French names. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  session: 'Sessions',
  replay: 'Replays',
  podcast: 'Podcasts',
  episode: 'Épisodes',
  news: 'Actualités',
  document: 'Documents',
  faq: 'FAQ',
};

/** Results per page. */
export const SEARCH_PAGE_SIZE = 20;

/** A piece of an excerpt or a title: `hit` when it is a word the query matched (shown highlighted). */
export const searchTextSchema = z.array(z.object({ text: z.string(), hit: z.boolean() }));
export type SearchText = z.infer<typeof searchTextSchema>;

export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  title: searchTextSchema,
  excerpt: searchTextSchema,
  theme: z.string(),
  /** The page that opens it: a site path, or an external address for a news item's link. */
  url: z.string(),
  /** A replay found in its transcript: the moment, in seconds (the url carries it as `?t=`). */
  atSeconds: z.number().int().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** GET /api/search?q=: what this reader may see, best first, with the counts per kind and theme for the filters. */
export const search = defineEndpoint({
  method: 'get',
  path: '/api/search',
  input: z.strictObject({
    q: z.string().trim().min(2, 'Saisissez au moins deux caractères.').max(200, 'La recherche est limitée à 200 caractères.'),
    kind: z.enum(SEARCH_KINDS).optional(),
    theme: z.string().max(200).optional(),
    page: z.coerce.number().int().min(1).max(50).default(1),
  }),
  output: z.object({
    search: z.literal('complete'),
    total: z.number().int(),
    results: z.array(searchResultSchema),
    kinds: z.array(z.object({ kind: z.enum(SEARCH_KINDS), count: z.number().int() })),
    themes: z.array(z.object({ theme: z.string(), count: z.number().int() })),
  }),
});
