import type { PubmedArticle } from '../pubmed/searches';

export const pubmedUrl = (pmid: string) => `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`;

/** 'PMID: 123', 'PMID 123', '[PMID:123]' or a PubMed address: every way a model cites an article. */
const CITATION = /\[?\s*PMID\s*:?\s*(\d{5,9})\s*\]?|https?:\/\/pubmed\.ncbi\.nlm\.nih\.gov\/(\d{5,9})\/?/gi;

function referenceLine(number: number, pmid: string, article: PubmedArticle | undefined): string {
  if (!article) return `${number}. PMID ${pmid} — **non vérifié** : cet article n’a pas été trouvé par les recherches de cette réponse. [PubMed](${pubmedUrl(pmid)})`;
  const author = article.authors.length > 1 ? `${article.authors[0]} et al.` : (article.authors[0] ?? '');
  const parts = [article.title, author, [article.journal, article.year].filter(Boolean).join(', '), article.doi ? `DOI : ${article.doi}` : '']
    .map((part) => part.trim().replace(/\.+$/, ''))
    .filter(Boolean);
  return `${number}. ${parts.join('. ')}. [PMID ${pmid}](${pubmedUrl(pmid)})`;
}

/**
 * The model's answer with its citations numbered by first appearance, each a link to PubMed, and a
 * reference list: a PMID that this run's searches returned is described from them; any other is
 * marked unverified (a model may invent or misremember a reference).
 */
export function withCitations(text: string, found: ReadonlyMap<string, PubmedArticle>): string {
  const order: string[] = [];
  const body = text.replace(CITATION, (_match, pmid?: string, fromUrl?: string) => {
    const id = pmid ?? fromUrl ?? '';
    if (!order.includes(id)) order.push(id);
    const number = order.indexOf(id) + 1;
    const mark = found.has(id) ? '' : ' (non vérifié)';
    return `[[${number}]](${pubmedUrl(id)})${mark}`;
  });
  if (order.length === 0) return text;
  return `${body}\n\n**Références**\n\n${order.map((pmid, index) => referenceLine(index + 1, pmid, found.get(pmid))).join('\n')}`;
}
