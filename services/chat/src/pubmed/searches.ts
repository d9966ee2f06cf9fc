import { z } from 'zod';
import type { ServiceContext } from '@canal/service-core';
import { eutilsGet, eutilsJson, EutilsError } from './eutils';
import type { StudyDesign } from '@canal/contracts';
import { fetchedArticles, type RetractionNotice } from './efetchArticles';
import { studyDesignOf } from './studyDesign';

/** What pubmed_query gives the model for one article (and what citations are checked against). */
export interface PubmedArticle {
  pmid: string;
  title: string;
  authors: string[];
  journal: string;
  year: string;
  doi: string | null;
  abstract: string;
  /** EFetch says the article was retracted; the notice, when it names one. */
  retracted: boolean;
  retractionNotice: RetractionNotice | null;
  /** PubMed's publication types, and the design they and the MeSH headings say (studyDesignOf). */
  publicationTypes: string[];
  design: StudyDesign;
}

export interface MeshDescriptor {
  ui: string;
  term: string;
  scopeNote: string;
  treeNumbers: string[];
}

const searchAnswer = z.object({ esearchresult: z.object({ idlist: z.array(z.string()) }) });
const summaryAnswer = z.object({ result: z.record(z.string(), z.unknown()) });

async function searchIds(ctx: ServiceContext, db: 'pubmed' | 'mesh', term: string, max: number): Promise<string[]> {
  const params: Record<string, string> = { db, term, retmax: String(max), ...(db === 'pubmed' ? { sort: 'relevance' } : {}) };
  const parsed = searchAnswer.safeParse(await eutilsJson(ctx, 'esearch', params));
  if (!parsed.success) throw new EutilsError('Réponse de recherche NCBI inattendue.');
  return parsed.data.esearchresult.idlist.filter((id) => /^\d{1,12}$/.test(id));
}

async function summaries(ctx: ServiceContext, db: 'pubmed' | 'mesh', ids: string[]): Promise<Record<string, unknown>> {
  if (ids.length === 0) return {};
  const parsed = summaryAnswer.safeParse(await eutilsJson(ctx, 'esummary', { db, id: ids.join(',') }));
  if (!parsed.success) throw new EutilsError('Résumé NCBI inattendu.');
  return parsed.data.result;
}

const meshSummary = z.object({
  ds_meshui: z.string().optional(),
  ds_meshterms: z.array(z.string()).optional(),
  ds_scopenote: z.string().optional(),
  ds_idxlinks: z.array(z.object({ treenum: z.string().optional() })).optional(),
});

/** mesh_query: the MeSH descriptors for a term (UI, preferred term, scope note, tree numbers). */
export async function meshQuery(ctx: ServiceContext, term: string, max = 3): Promise<MeshDescriptor[]> {
  const ids = await searchIds(ctx, 'mesh', term, max);
  const result = await summaries(ctx, 'mesh', ids);
  return ids.flatMap((id) => {
    const parsed = meshSummary.safeParse(result[id]);
    if (!parsed.success) return [];
    const entry = parsed.data;
    return [
      {
        ui: entry.ds_meshui ?? id,
        term: entry.ds_meshterms?.[0] ?? '',
        scopeNote: (entry.ds_scopenote ?? '').trim(),
        treeNumbers: (entry.ds_idxlinks ?? []).flatMap((link) => (link.treenum ? [link.treenum] : [])),
      },
    ];
  });
}

const pubmedSummary = z.object({
  title: z.string().optional(),
  authors: z.array(z.object({ name: z.string() })).optional(),
  fulljournalname: z.string().optional(),
  source: z.string().optional(),
  pubdate: z.string().optional(),
  elocationid: z.string().optional(),
  articleids: z.array(z.object({ idtype: z.string(), value: z.string() })).optional(),
});

const doiOf = (entry: z.infer<typeof pubmedSummary>) =>
  entry.articleids?.find((id) => id.idtype === 'doi')?.value ?? /doi:\s*(\S+)/i.exec(entry.elocationid ?? '')?.[1] ?? null;

/** pubmed_query: the most relevant articles for a PubMed query, with their references, abstracts and retractions. */
export async function pubmedQuery(ctx: ServiceContext, query: string, max = 5): Promise<PubmedArticle[]> {
  const ids = await searchIds(ctx, 'pubmed', query, max);
  if (ids.length === 0) return [];
  const result = await summaries(ctx, 'pubmed', ids);
  const fetched = fetchedArticles(await eutilsGet(ctx, 'efetch', { db: 'pubmed', id: ids.join(','), rettype: 'abstract', retmode: 'xml' }));
  return ids.flatMap((pmid) => {
    const parsed = pubmedSummary.safeParse(result[pmid]);
    if (!parsed.success) return [];
    const entry = parsed.data;
    const full = fetched.get(pmid);
    return [
      {
        pmid,
        // EFetch's title keeps its sub- and superscripts; ESummary's is the fallback.
        title: full?.title ?? (entry.title ?? '').trim(),
        authors: (entry.authors ?? []).map((author) => author.name),
        journal: entry.fulljournalname || entry.source || full?.journal || '',
        year: /\d{4}/.exec(entry.pubdate ?? '')?.[0] ?? full?.year ?? '',
        doi: doiOf(entry),
        abstract: full?.abstract ?? '',
        retracted: full?.retracted ?? false,
        retractionNotice: full?.retractionNotice ?? null,
        publicationTypes: full?.publicationTypes ?? [],
        design: studyDesignOf(full?.publicationTypes ?? [], full?.meshHeadings ?? []),
      },
    ];
  });
}
