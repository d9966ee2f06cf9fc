import { XMLParser } from 'fast-xml-parser';
import { attributeOf, childrenOf, inlineText, tagOf, type OrderedNode } from './inlineMarkup';

/** A retraction notice an article points to (`CommentsCorrections RefType="RetractionIn"`). */
export interface RetractionNotice {
  pmid: string | null;
  /** The notice's citation as PubMed gives it ('Eur Respir J. 2024 Jan;63(1):2350001'). */
  source: string;
}

/** What EFetch says of one article that ESummary does not, or says less well. */
export interface FetchedArticle {
  pmid: string;
  /** ArticleTitle with its inline formatting rendered (null when absent). */
  title: string | null;
  /** Paragraphs joined by new lines; a structured abstract keeps its labels ('RESULTS: …'). */
  abstract: string;
  /** PublicationType 'Retracted Publication', or a RetractionIn correction. */
  retracted: boolean;
  retractionNotice: RetractionNotice | null;
  /** PublicationType values ('Meta-Analysis', 'Randomized Controlled Trial', 'Review'…), as PubMed indexes them. */
  publicationTypes: string[];
  /** The MeSH headings' descriptor names ('Cohort Studies', 'Case-Control Studies'…). */
  meshHeadings: string[];
  /** Journal/Title ('' when absent): ESummary's name comes first, this is its fallback. */
  journal: string;
  /** The year, or the first year of a MedlineDate ('2023 Dec-2024 Jan'); '' when absent. */
  year: string;
}

/**
 * Ordered output: mixed content keeps its order (`FEV`, `<sub>1</sub>`, ` &lt; 50%`). Entities are
 * decoded once (`&amp;lt;` stays `&lt;`), numeric references included; values stay text.
 */
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  trimValues: false,
  parseTagValue: false,
  htmlEntities: true,
});

const named = (nodes: OrderedNode[], tag: string) => nodes.filter((node) => tagOf(node) === tag);
const first = (nodes: OrderedNode[], tag: string): OrderedNode[] => {
  const found = nodes.find((node) => tagOf(node) === tag);
  return found ? childrenOf(found) : [];
};
/** The children at the end of a path of tags (the first match at each step). */
const at = (nodes: OrderedNode[], ...path: string[]) => path.reduce(first, nodes);

function abstractOf(article: OrderedNode[]): string {
  return named(at(article, 'Abstract'), 'AbstractText')
    .map((paragraph) => {
      const text = inlineText(childrenOf(paragraph));
      const label = attributeOf(paragraph, 'Label');
      return label && text ? `${label}: ${text}` : text;
    })
    .filter(Boolean)
    .join('\n');
}

function retractionNoticeOf(citation: OrderedNode[]): RetractionNotice | null {
  const notice = named(at(citation, 'CommentsCorrectionsList'), 'CommentsCorrections').find((entry) => attributeOf(entry, 'RefType') === 'RetractionIn');
  if (!notice) return null;
  const pmid = inlineText(first(childrenOf(notice), 'PMID'));
  return { pmid: /^\d{1,12}$/.test(pmid) ? pmid : null, source: inlineText(first(childrenOf(notice), 'RefSource')) };
}

function yearOf(article: OrderedNode[]): string {
  const date = at(article, 'Journal', 'JournalIssue', 'PubDate');
  const year = inlineText(first(date, 'Year')) || inlineText(first(date, 'MedlineDate'));
  return /\d{4}/.exec(year)?.[0] ?? '';
}

/** One PubmedArticle of EFetch's XML, or null when it carries no PMID. */
function articleOf(node: OrderedNode): FetchedArticle | null {
  const citation = at([node], 'PubmedArticle', 'MedlineCitation');
  const pmid = inlineText(first(citation, 'PMID'));
  if (!/^\d{1,12}$/.test(pmid)) return null;
  const article = at(citation, 'Article');
  const title = inlineText(first(article, 'ArticleTitle'));
  const types = named(at(article, 'PublicationTypeList'), 'PublicationType').map((type) => inlineText(childrenOf(type)));
  const retractionNotice = retractionNoticeOf(citation);
  const meshHeadings = named(at(citation, 'MeshHeadingList'), 'MeshHeading').map((heading) => inlineText(first(childrenOf(heading), 'DescriptorName')));
  return {
    pmid,
    title: title || null,
    abstract: abstractOf(article),
    retracted: types.includes('Retracted Publication') || retractionNotice !== null,
    retractionNotice,
    publicationTypes: types.filter(Boolean),
    meshHeadings: meshHeadings.filter(Boolean),
    journal: inlineText(at(article, 'Journal', 'Title')),
    year: yearOf(article),
  };
}

/** EFetch's XML (db=pubmed, retmode=xml) read article by article; what cannot be read is left out. */
export function fetchedArticles(body: string): Map<string, FetchedArticle> {
  const articles = new Map<string, FetchedArticle>();
  let document: unknown;
  try {
    document = parser.parse(body);
  } catch {
    return articles;
  }
  if (!Array.isArray(document)) return articles;
  for (const node of named(at(document as OrderedNode[], 'PubmedArticleSet'), 'PubmedArticle')) {
    const article = articleOf(node);
    if (article) articles.set(article.pmid, article);
  }
  return articles;
}
