import type { PubmedArticle } from '../pubmed/searches';
import { formatAnswer, streamingBody } from './citations';

const article = (pmid: string, fields: Partial<PubmedArticle> = {}): PubmedArticle => ({
  pmid,
  title: 'Biologic therapies in severe asthma.',
  authors: ['Martin A', 'Durand B'],
  journal: 'Eur Respir J',
  year: '2023',
  doi: '10.1183/x',
  abstract: '',
  retracted: false,
  retractionNotice: null,
  publicationTypes: ['Journal Article', 'Systematic Review'],
  design: 'systematic_review',
  ...fields,
});

const found = new Map([
  ['36000001', article('36000001')],
  [
    '36000003',
    article('36000003', {
      title: 'Azithromycin abolishes exacerbations.',
      authors: ['Lefort D'],
      retracted: true,
      retractionNotice: { pmid: '38000003', source: 'Eur Respir J. 2024' },
      publicationTypes: ['Randomized Controlled Trial', 'Retracted Publication'],
      design: 'randomized_trial',
    }),
  ],
]);

describe('citations', () => {
  it('link a fetched article, leave an unfetched one as text, and mark a retracted one, in every way a model cites', () => {
    const answer = formatAnswer(
      'Les biothérapies aident (PMID: 36000001). Une étude [PMID 99999999] dit autrement. Voir [Lefort 2022](https://pubmed.ncbi.nlm.nih.gov/36000003/) et https://pubmed.ncbi.nlm.nih.gov/36000001/.',
      found,
    );
    expect(answer.body).toBe(
      'Les biothérapies aident ([[1]](https://pubmed.ncbi.nlm.nih.gov/36000001/)). Une étude [2, non vérifiée] dit autrement. Voir Lefort 2022 [[3]](https://pubmed.ncbi.nlm.nih.gov/36000003/) (article rétracté) et [[1]](https://pubmed.ncbi.nlm.nih.gov/36000001/).',
    );
    expect(answer.referencesMarkdown.split('\n')).toEqual([
      '**Références**',
      '',
      '1. Biologic therapies in severe asthma. Martin A et al. Eur Respir J, 2023. DOI : 10.1183/x. [PMID 36000001](https://pubmed.ncbi.nlm.nih.gov/36000001/) — *Revue systématique*',
      '2. PMID 99999999 — Référence non vérifiée : introuvable dans les recherches de cette réponse.',
      '3. Azithromycin abolishes exacerbations. Lefort D. Eur Respir J, 2023. DOI : 10.1183/x. [PMID 36000003](https://pubmed.ncbi.nlm.nih.gov/36000003/) — *Essai randomisé* — **Article rétracté** (avis de rétractation : [PMID 38000003](https://pubmed.ncbi.nlm.nih.gov/38000003/))',
      '',
      // The retracted trial does not count: the answer rests on the review alone.
      '**Niveau de preuve :** repose au mieux sur une revue systématique (1 étude citée) ; moins de 3 études.',
    ]);
    expect(answer.references[0]).toMatchObject({ design: 'systematic_review', designLabel: 'Revue systématique', journal: 'Eur Respir J', year: '2023' });
    expect(answer.references.map((reference) => reference.status)).toEqual(['verified', 'unverified', 'retracted']);
  });

  it('state the level of evidence from the articles’ designs, whatever the model claims', () => {
    const weak = new Map([
      ['36000011', article('36000011', { design: 'case_series', publicationTypes: ['Case Reports'] })],
      ['36000012', article('36000012', { design: 'narrative_review', publicationTypes: ['Review'] })],
      ['36000013', article('36000013', { design: 'other', publicationTypes: ['Journal Article'] })],
    ]);
    const answer = formatAnswer('Une méta-analyse de haut niveau le prouve (PMID: 36000011, PMID: 36000012, PMID: 36000013).', weak);
    expect(answer.referencesMarkdown.split('\n').at(-1)).toBe(
      '**Niveau de preuve :** repose au mieux sur une série de cas (3 études citées) ; repose uniquement sur des études de faible niveau.',
    );
    expect(answer.references.map((reference) => reference.designLabel)).toEqual(['Série de cas', 'Revue narrative', 'Type non précisé']);
  });

  it('leave a text without citation alone', () => {
    expect(formatAnswer('Rien à citer.', found)).toEqual({ body: 'Rien à citer.', references: [], referencesMarkdown: '' });
  });

  it('while the answer is written, only grow: a citation still being typed is held back until it is known', () => {
    const full = 'Les biothérapies aident (PMID: 36000001), pas [PMID 99999999] ; voir [Lefort](https://pubmed.ncbi.nlm.nih.gov/36000003/) fin.';
    const final = formatAnswer(full, found).body;
    let shown = '';
    for (let length = 1; length <= full.length; length += 1) {
      const next = streamingBody(full.slice(0, length), found);
      expect(next.startsWith(shown)).toBe(true);
      expect(final.startsWith(next)).toBe(true);
      shown = next;
    }
    expect(shown).toBe(final);
    // Half a PMID is never shown as a reference of its own.
    expect(streamingBody('Les biothérapies aident (PMID: 3600', found)).toBe('Les biothérapies aident (');
  });
});
