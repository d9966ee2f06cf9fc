import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Articles the fake PubMed knows, shaped as E-utilities answers them. */
export const FAKE_ARTICLES = [
  { pmid: '36000001', title: 'Biologic therapies in severe asthma: a systematic review.', authors: ['Martin A', 'Durand B'], journal: 'The European respiratory journal', pubdate: '2023 Mar', doi: '10.1183/13993003.00001-2023', abstract: ['Background: severe asthma.', 'Results: biologics reduced exacerbations by half.'] },
  { pmid: '36000002', title: 'Exacerbations of COPD: prevention strategies.', authors: ['Rousseau C'], journal: 'Lancet Respiratory Medicine', pubdate: '2024 Jan 5', doi: '10.1016/S2213-2600(24)00002-2', abstract: ['Triple therapy lowered the rate of moderate or severe exacerbations.'] },
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

const escapeXml = (text: string) => text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c] ?? c);

function answer(url: URL): { type: string; body: string } {
  const db = url.searchParams.get('db');
  const ids = (url.searchParams.get('id') ?? '').split(',').filter(Boolean);
  const utility = url.pathname.split('/').pop();
  if (utility === 'esearch.fcgi') {
    const idlist = db === 'mesh' ? ['68001249'] : FAKE_ARTICLES.map((article) => article.pmid);
    return { type: 'application/json', body: JSON.stringify({ header: { type: 'esearch' }, esearchresult: { count: String(idlist.length), idlist } }) };
  }
  if (utility === 'esummary.fcgi' && db === 'mesh') {
    const result = Object.fromEntries(ids.map((id) => [id, { uid: id, ds_meshui: 'D001249', ds_meshterms: ['Asthma', 'Asthmas'], ds_scopenote: 'A form of bronchial disorder with three distinct components.', ds_idxlinks: [{ parent: 68008173, treenum: 'C08.127.108', children: [] }] }]));
    return { type: 'application/json', body: JSON.stringify({ result: { uids: ids, ...result } }) };
  }
  if (utility === 'esummary.fcgi') {
    const result = Object.fromEntries(
      FAKE_ARTICLES.filter((article) => ids.includes(article.pmid)).map((article) => [
        article.pmid,
        { uid: article.pmid, title: article.title, authors: article.authors.map((name) => ({ name, authtype: 'Author' })), source: article.journal.slice(0, 20), fulljournalname: article.journal, pubdate: article.pubdate, elocationid: `doi: ${article.doi}`, articleids: [{ idtype: 'pubmed', value: article.pmid }, { idtype: 'doi', value: article.doi }] },
      ]),
    );
    return { type: 'application/json', body: JSON.stringify({ result: { uids: ids, ...result } }) };
  }
  if (utility === 'efetch.fcgi') {
    const articles = FAKE_ARTICLES.filter((article) => ids.includes(article.pmid))
      .map((article) => {
        const parts = article.abstract.map((text, index) => (article.abstract.length > 1 ? `<AbstractText Label="${index === 0 ? 'BACKGROUND' : 'RESULTS'}">${escapeXml(text)}</AbstractText>` : `<AbstractText>${escapeXml(text)}</AbstractText>`)).join('');
        return `<PubmedArticle><MedlineCitation Status="MEDLINE"><PMID Version="1">${article.pmid}</PMID><Article><ArticleTitle>${escapeXml(article.title)}</ArticleTitle><Abstract>${parts}</Abstract></Article></MedlineCitation></PubmedArticle>`;
      })
      .join('');
    return { type: 'text/xml', body: `<?xml version="1.0" ?><!DOCTYPE PubmedArticleSet PUBLIC "-//NLM//DTD PubMedArticle, 1st January 2024//EN" "https://dtd.nlm.nih.gov/ncbi/pubmed/out/pubmed_240101.dtd"><PubmedArticleSet>${articles}</PubmedArticleSet>` };
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
      return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"error":"API rate limit exceeded","api-key":"127.0.0.1","count":"4","limit":"3"}');
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
