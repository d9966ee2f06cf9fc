import { CHAT_REFERENCE_TEXTS, EVIDENCE_TEXTS, STUDY_DESIGN_LABELS, evidenceText, type ChatReference } from '@canal/contracts';
import type { PubmedArticle } from '../pubmed/searches';

export const pubmedUrl = (pmid: string) => `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`;

/**
 * Every way a model cites an article: a Markdown link to PubMed ('[Martin 2023](https://pubmed…/123/)'),
 * 'PMID: 123', 'PMID 123', '[PMID:123]', or a bare PubMed address.
 */
const CITATION =
  /\[([^[\]\n]{1,200})\]\(\s*https?:\/\/pubmed\.ncbi\.nlm\.nih\.gov\/(\d{5,9})\/?\s*\)|(?:\[\s*)?PMID\s*:?\s*(\d{5,9})\s*\]?|https?:\/\/pubmed\.ncbi\.nlm\.nih\.gov\/(\d{5,9})\/?/gi;

/** A link label that only repeats the PMID adds nothing beside the number. */
const BARE_PMID_LABEL = /^\s*PMID\s*:?\s*\d+\s*$/i;

export interface FormattedAnswer {
  /** The answer with its citations numbered: links for the articles this run fetched, plain text for the others. */
  body: string;
  /** One entry per cited PMID, by first appearance. */
  references: ChatReference[];
  /** The same list in Markdown, for any client that shows the text alone. */
  referencesMarkdown: string;
}

function referenceOf(number: number, pmid: string, article: PubmedArticle | undefined): ChatReference {
  if (!article) return { number, pmid, status: 'unverified' };
  const authors = article.authors.length > 1 ? `${article.authors[0]} et al.` : (article.authors[0] ?? '');
  return {
    number,
    pmid,
    status: article.retracted ? 'retracted' : 'verified',
    title: article.title,
    authors,
    journal: article.journal,
    year: article.year,
    doi: article.doi,
    design: article.design,
    designLabel: STUDY_DESIGN_LABELS[article.design],
    retractionNotice: article.retracted ? (article.retractionNotice ?? null) : null,
  };
}

function inlineMark(reference: ChatReference): string {
  if (reference.status === 'unverified') return `[${reference.number}, ${CHAT_REFERENCE_TEXTS.unverifiedShort}]`;
  const link = `[[${reference.number}]](${pubmedUrl(reference.pmid)})`;
  return reference.status === 'retracted' ? `${link} (${CHAT_REFERENCE_TEXTS.retractedShort})` : link;
}

function referenceLine(reference: ChatReference): string {
  if (reference.status === 'unverified') return `${reference.number}. PMID ${reference.pmid} — ${CHAT_REFERENCE_TEXTS.unverified}.`;
  const parts = [
    reference.title ?? '',
    reference.authors ?? '',
    [reference.journal, reference.year].filter(Boolean).join(', '),
    reference.doi ? `DOI : ${reference.doi}` : '',
  ]
    .map((part) => part.trim().replace(/\.+$/, ''))
    .filter(Boolean);
  const design = reference.designLabel ? ` — *${reference.designLabel}*` : '';
  const line = `${reference.number}. ${parts.join('. ')}. [PMID ${reference.pmid}](${pubmedUrl(reference.pmid)})${design}`;
  if (reference.status !== 'retracted') return line;
  const notice = reference.retractionNotice;
  const where = notice?.pmid
    ? ` (${CHAT_REFERENCE_TEXTS.retractionNotice} : [PMID ${notice.pmid}](${pubmedUrl(notice.pmid)}))`
    : notice?.source
      ? ` (${CHAT_REFERENCE_TEXTS.retractionNotice} : ${notice.source})`
      : '';
  return `${line} — **${CHAT_REFERENCE_TEXTS.retracted}**${where}`;
}

/**
 * The model's answer with its citations numbered by first appearance. Only a PMID that this run's
 * searches returned becomes a link (a link to a wrong article is worse than none); a retracted one
 * says so beside its number; the reference list describes each from the searches' own data, its
 * design included, and ends with the 'Niveau de preuve' line computed from those designs.
 */
export function formatAnswer(text: string, found: ReadonlyMap<string, PubmedArticle>): FormattedAnswer {
  const references: ChatReference[] = [];
  const referenceFor = (pmid: string) => {
    const known = references.find((reference) => reference.pmid === pmid);
    if (known) return known;
    const made = referenceOf(references.length + 1, pmid, found.get(pmid));
    references.push(made);
    return made;
  };
  const body = text.replace(CITATION, (_match, label: string | undefined, linked?: string, pmid?: string, fromUrl?: string) => {
    const mark = inlineMark(referenceFor(linked ?? pmid ?? fromUrl ?? ''));
    return label && !BARE_PMID_LABEL.test(label) ? `${label} ${mark}` : mark;
  });
  // The level of evidence from the references' own data (their designs), never from the model's words.
  const evidence = evidenceText(references);
  const referencesMarkdown =
    references.length === 0
      ? ''
      : `**${CHAT_REFERENCE_TEXTS.heading}**\n\n${references.map(referenceLine).join('\n')}\n\n**${EVIDENCE_TEXTS.heading} :** ${evidence}`;
  return { body, references, referencesMarkdown };
}

const PUBMED_PREFIXES = ['https://pubmed.ncbi.nlm.nih.gov/', 'http://pubmed.ncbi.nlm.nih.gov/'];
const PMID_PREFIX = /^(?:\[\s*)?(?:P(?:M(?:I(?:D(?:\s*:?\s*\d{0,9}\s*\]?)?)?)?)?)?$/i;
const MARKDOWN_LINK_PREFIX = /^\[[^[\]\n]{0,200}(?:\](?:\(\s*[^\s)]{0,80})?)?$/;

/** Could these last characters still become, or extend, a citation? */
function mayGrowIntoCitation(tail: string): boolean {
  if (PMID_PREFIX.test(tail) || MARKDOWN_LINK_PREFIX.test(tail)) return true;
  const lower = tail.toLowerCase();
  return PUBMED_PREFIXES.some((prefix) => prefix.startsWith(lower) || (lower.startsWith(prefix) && /^\d{0,9}\/?$/.test(lower.slice(prefix.length))));
}

/** Characters a citation can start with: only there is the tail worth testing. */
const CITATION_START = new Set(['[', 'P', 'p', 'h', 'H']);

/**
 * The answer as it is being written, for the page: the citations numbered as in the final answer,
 * and a tail that may still turn into a citation ('(PMID: 3600') held back until it is known, so
 * that the text shown only grows.
 */
export function streamingBody(raw: string, found: ReadonlyMap<string, PubmedArticle>): string {
  let stable = raw.length;
  for (let index = Math.max(0, raw.length - 300); index < raw.length; index += 1) {
    if (CITATION_START.has(raw[index]) && mayGrowIntoCitation(raw.slice(index))) {
      stable = index;
      break;
    }
  }
  return formatAnswer(raw.slice(0, stable), found).body;
}
