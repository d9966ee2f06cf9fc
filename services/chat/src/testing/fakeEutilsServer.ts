import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeArticle {
  pmid: string;
  /** ESummary's title: plain text. */
  title: string;
  /** EFetch's ArticleTitle: XML content, inline elements and entities as PubMed writes them. */
  titleXml?: string;
  authors: { last: string; initials: string }[];
  journal: string;
  isoAbbreviation: string;
  pubdate: string;
  year: string;
  doi: string;
  /** Paragraphs as XML content, with their label for a structured abstract. */
  abstract: { label?: string; xml: string }[];
  publicationTypes: string[];
  /** MeshHeadingList's descriptor names (study designs such as 'Cohort Studies' among them). */
  meshHeadings?: string[];
  /** The retraction notice (CommentsCorrections RefType="RetractionIn"). */
  retractionIn?: { pmid: string; source: string };
}

/**
 * Articles the fake PubMed knows, shaped as E-utilities answers them (esearch and esummary in JSON,
 * efetch in the PubmedArticleSet XML of the public DTD). The third was retracted; the fourth's
 * title and abstract carry sub- and superscripts, italics and character entities, and its design (a cohort) is told by its MeSH headings.
 */
export const FAKE_ARTICLES: FakeArticle[] = [
  {
    pmid: '36000001',
    title: 'Biologic therapies in severe asthma: a systematic review.',
    authors: [
      { last: 'Martin', initials: 'A' },
      { last: 'Durand', initials: 'B' },
    ],
    journal: 'The European respiratory journal',
    isoAbbreviation: 'Eur Respir J',
    pubdate: '2023 Mar',
    year: '2023',
    doi: '10.1183/13993003.00001-2023',
    abstract: [
      { label: 'BACKGROUND', xml: 'Background: severe asthma.' },
      { label: 'RESULTS', xml: 'Results: biologics reduced exacerbations by half.' },
    ],
    publicationTypes: ['Journal Article', 'Systematic Review'],
  },
  {
    pmid: '36000002',
    title: 'Exacerbations of COPD: prevention strategies.',
    authors: [{ last: 'Rousseau', initials: 'C' }],
    journal: 'Lancet Respiratory Medicine',
    isoAbbreviation: 'Lancet Respir Med',
    pubdate: '2024 Jan 5',
    year: '2024',
    doi: '10.1016/S2213-2600(24)00002-2',
    abstract: [{ xml: 'Triple therapy lowered the rate of moderate or severe exacerbations.' }],
    publicationTypes: ['Journal Article', 'Review'],
  },
  {
    pmid: '36000003',
    title: 'Azithromycin abolishes asthma exacerbations: a randomised trial.',
    authors: [
      { last: 'Lefort', initials: 'D' },
      { last: 'Nguyen', initials: 'E' },
    ],
    journal: 'The European respiratory journal',
    isoAbbreviation: 'Eur Respir J',
    pubdate: '2022 Jun',
    year: '2022',
    doi: '10.1183/13993003.00003-2022',
    abstract: [{ xml: 'Azithromycin given three times a week prevented every exacerbation over 48 weeks.' }],
    publicationTypes: ['Journal Article', 'Randomized Controlled Trial', 'Retracted Publication'],
    retractionIn: { pmid: '38000003', source: 'Eur Respir J. 2024 Mar;63(3):2450003. doi: 10.1183/13993003.50003-2024.' },
  },
  {
    pmid: '36000004',
    title: 'FEV1 decline and blood eosinophils in COPD.',
    titleXml: 'FEV<sub>1</sub> decline and blood eosinophils in <i>COPD</i>.',
    authors: [{ last: 'Moreau', initials: 'F' }],
    journal: 'Respiratory medicine',
    isoAbbreviation: 'Respir Med',
    pubdate: '2025 Feb',
    year: '2025',
    doi: '10.1016/j.rmed.2025.00004',
    abstract: [
      {
        label: 'METHODS',
        xml: 'Patients with FEV<sub>1</sub> &lt; 50% of predicted and eosinophils &#8805; 0.3 &#215; 10<sup>9</sup>/L, colonised by <i>Haemophilus influenzae</i> &amp; treated with ICS/LABA (&amp;lt; 1 year).',
      },
    ],
    publicationTypes: ['Journal Article', 'Observational Study'],
    meshHeadings: ['Humans', 'Cohort Studies', 'Pulmonary Disease, Chronic Obstructive'],
  },
];

export interface FakeEutils {
  url: string;
  /** Every request: its path with query, and when it arrived (ms). */
  requests: { path: string; at: number }[];
  /** The next n requests answer NCBI's rate-limit body with HTTP 200. */
  rateLimitNext(n: number): void;
  /** Every request answers 500 until set back to false. */
  failAll(fail: boolean): void;
  close(): Promise<void>;
}

/** MeSH's identifiers of the publication types above, as EFetch prints them. */
const PUBLICATION_TYPE_UI: Record<string, string> = {
  'Journal Article': 'D016428',
  'Systematic Review': 'D000078182',
  Review: 'D016454',
  'Randomized Controlled Trial': 'D016449',
  'Retracted Publication': 'D016441',
  'Observational Study': 'D064888',
};

const escapeXml = (text: string) => text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c] ?? c);

/** One PubmedArticle as EFetch writes it, pretty-printed with two spaces per level. */
function efetchArticle(article: FakeArticle): string {
  const abstract = article.abstract
    .map((part) =>
      part.label ? `<AbstractText Label="${part.label}" NlmCategory="${part.label}">${part.xml}</AbstractText>` : `<AbstractText>${part.xml}</AbstractText>`,
    )
    .map((line) => `          ${line}`)
    .join('\n');
  const authors = article.authors
    .map(
      (author) =>
        `          <Author ValidYN="Y">\n            <LastName>${author.last}</LastName>\n            <Initials>${author.initials}</Initials>\n          </Author>`,
    )
    .join('\n');
  const types = article.publicationTypes
    .map((type) => `          <PublicationType UI="${PUBLICATION_TYPE_UI[type] ?? ''}">${type}</PublicationType>`)
    .join('\n');
  const mesh = article.meshHeadings
    ? [
        '      <MeshHeadingList>',
        ...article.meshHeadings.map(
          (heading) => `        <MeshHeading>\n          <DescriptorName MajorTopicYN="N">${escapeXml(heading)}</DescriptorName>\n        </MeshHeading>`,
        ),
        '      </MeshHeadingList>',
      ].join('\n')
    : '';
  const corrections = article.retractionIn
    ? [
        '      <CommentsCorrectionsList>',
        '        <CommentsCorrections RefType="RetractionIn">',
        `          <RefSource>${escapeXml(article.retractionIn.source)}</RefSource>`,
        `          <PMID Version="1">${article.retractionIn.pmid}</PMID>`,
        '        </CommentsCorrections>',
        '      </CommentsCorrectionsList>',
      ].join('\n')
    : '';
  return [
    '  <PubmedArticle>',
    '    <MedlineCitation Status="MEDLINE" Owner="NLM" IndexingMethod="Automated">',
    `      <PMID Version="1">${article.pmid}</PMID>`,
    '      <Article PubModel="Print-Electronic">',
    '        <Journal>',
    '          <JournalIssue CitedMedium="Internet">',
    `            <PubDate>\n              <Year>${article.year}</Year>\n            </PubDate>`,
    '          </JournalIssue>',
    `          <Title>${escapeXml(article.journal)}</Title>`,
    `          <ISOAbbreviation>${escapeXml(article.isoAbbreviation)}</ISOAbbreviation>`,
    '        </Journal>',
    `        <ArticleTitle>${article.titleXml ?? escapeXml(article.title)}</ArticleTitle>`,
    `        <ELocationID EIdType="doi" ValidYN="Y">${escapeXml(article.doi)}</ELocationID>`,
    '        <Abstract>',
    abstract,
    '        </Abstract>',
    '        <AuthorList CompleteYN="Y">',
    authors,
    '        </AuthorList>',
    '        <Language>eng</Language>',
    '        <PublicationTypeList>',
    types,
    '        </PublicationTypeList>',
    '      </Article>',
    corrections,
    mesh,
    '    </MedlineCitation>',
    '    <PubmedData>',
    '      <PublicationStatus>ppublish</PublicationStatus>',
    '      <ArticleIdList>',
    `        <ArticleId IdType="pubmed">${article.pmid}</ArticleId>`,
    `        <ArticleId IdType="doi">${escapeXml(article.doi)}</ArticleId>`,
    '      </ArticleIdList>',
    '    </PubmedData>',
    '  </PubmedArticle>',
  ]
    .filter(Boolean)
    .join('\n');
}

function esummaryOf(article: FakeArticle) {
  const authors = article.authors.map((author) => ({ name: `${author.last} ${author.initials}`, authtype: 'Author', clusterid: '' }));
  return {
    uid: article.pmid,
    pubdate: article.pubdate,
    source: article.isoAbbreviation,
    authors,
    lastauthor: authors.at(-1)?.name ?? '',
    title: article.title,
    fulljournalname: article.journal,
    elocationid: `doi: ${article.doi}`,
    pubtype: article.publicationTypes,
    articleids: [
      { idtype: 'pubmed', idtypen: 1, value: article.pmid },
      { idtype: 'doi', idtypen: 3, value: article.doi },
    ],
  };
}

function answer(url: URL): { type: string; body: string } {
  const db = url.searchParams.get('db');
  const ids = (url.searchParams.get('id') ?? '').split(',').filter(Boolean);
  const utility = url.pathname.split('/').pop();
  if (utility === 'esearch.fcgi') {
    const max = Number(url.searchParams.get('retmax') ?? '20');
    const idlist = db === 'mesh' ? ['68001249'] : FAKE_ARTICLES.map((article) => article.pmid).slice(0, max);
    return {
      type: 'application/json',
      body: JSON.stringify({
        header: { type: 'esearch', version: '0.3' },
        esearchresult: { count: String(idlist.length), retmax: String(idlist.length), retstart: '0', idlist },
      }),
    };
  }
  if (utility === 'esummary.fcgi' && db === 'mesh') {
    const result = Object.fromEntries(
      ids.map((id) => [
        id,
        {
          uid: id,
          ds_meshui: 'D001249',
          ds_meshterms: ['Asthma', 'Asthmas'],
          ds_scopenote: 'A form of bronchial disorder with three distinct components.',
          ds_idxlinks: [{ parent: 68008173, treenum: 'C08.127.108', children: [] }],
        },
      ]),
    );
    return { type: 'application/json', body: JSON.stringify({ result: { uids: ids, ...result } }) };
  }
  if (utility === 'esummary.fcgi') {
    const result = Object.fromEntries(FAKE_ARTICLES.filter((article) => ids.includes(article.pmid)).map((article) => [article.pmid, esummaryOf(article)]));
    return { type: 'application/json', body: JSON.stringify({ header: { type: 'esummary', version: '0.3' }, result: { uids: ids, ...result } }) };
  }
  if (utility === 'efetch.fcgi') {
    const articles = FAKE_ARTICLES.filter((article) => ids.includes(article.pmid)).map(efetchArticle);
    const doctype =
      '<!DOCTYPE PubmedArticleSet PUBLIC "-//NLM//DTD PubMedArticle, 1st January 2025//EN" "https://dtd.nlm.nih.gov/ncbi/pubmed/out/pubmed_250101.dtd">';
    return {
      type: 'text/xml; charset=UTF-8',
      body: ['<?xml version="1.0" ?>', doctype, '<PubmedArticleSet>', ...articles, '</PubmedArticleSet>', ''].join('\n'),
    };
  }
  return { type: 'application/json', body: JSON.stringify({ error: 'unknown utility' }) };
}

/** A small E-utilities server on 127.0.0.1 with recorded-shape answers (esearch, esummary, efetch; pubmed and mesh). */
export async function startFakeEutils(port = 0, { delayMs = 0 }: { delayMs?: number } = {}): Promise<FakeEutils> {
  const requests: { path: string; at: number }[] = [];
  let rateLimited = 0;
  let failing = false;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ path: `${url.pathname}${url.search}`, at: Date.now() });
    if (failing) return res.writeHead(500).end('Internal error');
    if (rateLimited > 0) {
      rateLimited -= 1;
      return res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end('{"error":"API rate limit exceeded","api-key":"127.0.0.1","count":"4","limit":"3"}');
    }
    const { type, body } = answer(url);
    // A journey slows the searches down so that a page polling every 3 s sees them run.
    setTimeout(() => res.writeHead(200, { 'Content-Type': type }).end(body), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    rateLimitNext: (n) => {
      rateLimited = n;
    },
    failAll: (fail) => {
      failing = fail;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
